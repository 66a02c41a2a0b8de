/** Business constants and limits (spec part 1 §9, part 2 §9, RESOLUTIONS.md "Limits with two readings"). */

export const APP_VERSION = '1.5.32';

export const REQUEST_TIMEOUT_MS = 120_000;
export const MAX_FAILED_SIGN_INS_BEFORE_FORGOT = 5;

export const ACCESS_CODE_LENGTH = 4;
export const ACCESS_CODE_LIFETIME_MINUTES = 30;
export const ACCESS_CODE_MAX_WRONG_TRIES = 3;
/**
 * Issue 29 item 4: wrong access codes an account may have in any 24 hours, across its codes and flows;
 * the one that reaches the limit blocks every code of the account for ACCESS_CODE_LOCKOUT_HOURS.
 */
export const ACCESS_CODE_WRONG_CODES_PER_DAY = 10;
export const ACCESS_CODE_LOCKOUT_HOURS = 24;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const PASSWORD_MIN_CLASSES = 3;

export const NAME_MIN = 1;
export const NAME_MAX = 60;
export const ACCOUNT_NAME_MIN = 1;
export const ACCOUNT_NAME_MAX = 100;
export const BSB_LENGTH = 6;
export const ACCOUNT_NUMBER_MIN = 6;
export const ACCOUNT_NUMBER_MAX = 9;
export const AREA_CODE_LENGTH = 2;
export const PHONE_NUMBER_LENGTH = 8;
export const INTERNATIONAL_CODE = '61';
export const MOBILE_LENGTH = 10;
export const REASON_MIN = 1;
export const REASON_MAX = 250;

export const FILE_MAX_BYTES = 10_485_760;
/**
 * Quotas per claimant (ours, issue 29 item 6; the server may configure them): uploads still waiting
 * for their form, by count and total size, and forms opened but not sent (an enquiry, a personal-details
 * request) within the pending-upload window. Far above what a claimant's forms need.
 */
export const PENDING_UPLOADS_MAX_DEFAULT = 50;
export const PENDING_UPLOAD_MB_MAX_DEFAULT = 200;
export const OPEN_FORMS_MAX_DEFAULT = 20;
export const ACCEPTED_FILE_TYPES = [
  'doc',
  'docx',
  'heic',
  'jpeg',
  'jpg',
  'pdf',
  'tif',
  'tiff',
  'txt',
  'xls',
  'xlsx',
  'png',
] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];

export const CLAIM_NUMBER_PATTERN = /^\d{2}\/\d{5}$/;
export const MIN_REGISTRATION_AGE = 16;
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

export const BANK_EDIT_BLOCK_HOURS = 48;
export const DETAILS_CHANGE_EFFECT_DAYS = 2;

export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const SERVICE_WORKER_REGISTER_DELAY_MS = 30_000;
export const LOADING_OVERLAY_BATCH_MS = 1_000;
export const BACK_TO_TOP_THRESHOLD_PX = 20;
export const NARROW_BREAKPOINT_PX = 680;
export const MESSAGING_BREAKPOINT_PX = 1000;
export const ROUTER_REDIRECT_LIMIT = 31;

/**
 * Range of the databases' integer columns (PostgreSQL `integer`): a wire number outside it would fail
 * in SQL (225/100) rather than be refused as a malformed request (415), so schemas bound to it.
 */
export const DB_INTEGER_MIN = -2_147_483_648;
export const DB_INTEGER_MAX = 2_147_483_647;

/**
 * Wire bounds (issue 29 item 1): the most a request field may carry, checked by the request schemas so a
 * body is refused (415) before any work grows with its size. Each sits well above the form rule the field
 * keeps (a 61-character name still gets the rule's own message, not a 415), and counts as JSON strings do,
 * in UTF-16 units (an emoji counts two). request-bounds.test.ts fails any request schema with an
 * unbounded string or array.
 */
/** An AccessToken or DeviceIdentifier (ours are 43 characters). */
export const WIRE_TOKEN_MAX = 256;
/** An id (FormId, FileId, messageId, QuestionId: ours are UUIDs) or a path parameter (Fastify caps those at 100). */
export const WIRE_ID_MAX = 100;
/**
 * One field typed into a form: a name, e-mail, phone, date, BSB, password, code, address line or reason
 * (the longest rule is 254 characters, EMAIL_MAX).
 */
export const WIRE_FIELD_MAX = 1_000;
/**
 * Free text: a message or a description; a reimbursement's sub-form values travel escaped in its
 * Description (reimbursement/receipt-description.ts), a few thousand characters at most.
 */
export const WIRE_TEXT_MAX = 20_000;
/** Files listed in one draft save or submission. */
export const WIRE_FILES_MAX = 100;
/** An ISO 8601 date and time the provider API reads (fractions of a second included). */
export const ISO_TIME_MAX = 64;

// Part 2 §9.
export const INBOX_PAGE_SIZE = 10;
/** Most items one getmessages/getsentitems call answers; a larger Amount is clamped (ADR 0017). */
export const MESSAGES_PER_CALL_MAX = 100;
/**
 * Most characters of subjects and texts one getmessages answer carries (issue 29 item 8): the page ends
 * before the message that would pass it (never fewer than one message), so however large Amount is an
 * answer stays small; End says where the next page starts. Ten messages of the provider's longest text
 * (20 000 characters) fit.
 */
export const MESSAGES_PAGE_TEXT_MAX = 250_000;
/** Longest inbox/sent-items search text (ours: longer is refused with 415). */
export const MESSAGE_SEARCH_MAX = 100;
export const PREVIEW_CUT_LENGTH = 67;
export const PREVIEW_CUT_THRESHOLD = 70;
export const CONTACT_MESSAGE_MAX = 950;
/** When the provider replies to an enquiry (part 2 §9: 10 working days); the server may configure it. */
export const CONTACT_REPLY_WORKING_DAYS_DEFAULT = 10;
export const DOCUMENT_MESSAGE_MAX = 1000;
export const CONTACT_REASON_MIN = 1;
export const CONTACT_REASON_MAX = 25;
export const SUBFORM_PROVIDER_MAX = 150;
export const SUBFORM_DESCRIPTION_MAX = 1000;
export const SUBFORM_AMOUNT_MAX = 50;
export const HOME_SERVICES_DURATION_MAX = 50;
export const HOME_SERVICES_PROVIDER_MAX = 100;
export const HOME_SERVICES_NOTES_MAX = 1000;
export const HOME_SERVICE_TYPES = ['Childcare', 'Cleaning', 'Gardening', 'Other'] as const;
export const REIMBURSEMENT_PAYMENT_DAYS = 10;
export const SURVEY_MINUTES = 2;
export const FORM_DEBOUNCE_MS = 1_000;
export const TOAST_MS = 3_000;
export const SIGNATURE_CANVAS_HEIGHT_PX = 200;
/**
 * The largest signature PNG the server takes (ours): a 200 px canvas at 4x density on a wide screen is
 * about 6000 x 800 pixels and far below 1 MB; the pixel cap stops a small file that unpacks to gigabytes.
 */
export const SIGNATURE_MAX_BYTES = 1_048_576;
export const SIGNATURE_MAX_PIXELS = 8_000_000;
export const SURVEY_HELP_AFTER_FAILED_LOGINS = 2;
export const TERMINATION_NOTICE_DAYS = 14;
export const DETRIMENTAL_CHANGE_NOTICE_DAYS = 10;
/**
 * The spec shows the call-centre notice on UTC weekdays between 21:30 and 06:30 (part 2 §2 Contact us):
 * the notice's own hours, 8:30am to 5:30pm, read in Melbourne daylight time, and wrong by an hour in
 * standard time and on the wrong day around midnight UTC. We keep the notice's words and apply them in
 * the provider's time zone (CALL_CENTRE_HOURS, contact-us/call-centre-hours.ts; ADR 0010).
 */
export const CALL_CENTRE_NOTICE_UTC = { from: '21:30', to: '06:30' } as const;
/** Monday to Friday, 8:30am to 5:30pm in the provider's time zone (PORTAL_TIME_ZONE). */
export const CALL_CENTRE_HOURS = { from: '08:30', to: '17:30' } as const;

/** Date-range choices for inbox and sent items (part 2 §3). */
export const DATE_RANGES = ['any', '7days', '30days', '6months', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** Device types on login and access codes (part 1 §3). */
export const DeviceType = { Web: 0, iOS: 1, Android: 2, WindowsPhone: 3 } as const;
/** Access code types (part 1 §3). */
export const CodeType = { Mobile: 0, Email: 1, Bank: 2 } as const;
/** AccountActivated on sign-in (RESOLUTIONS.md "Sign-in"). */
export const AccountActivated = { NotActivated: 0, NeedsVerification: 1, SignedIn: 2 } as const;

/** Session lifetimes (issue: idle 30 minutes, absolute 12 hours; configurable on the server). */
export const SESSION_IDLE_MINUTES_DEFAULT = 30;
export const SESSION_ABSOLUTE_HOURS_DEFAULT = 12;
export const SESSION_WARNING_BEFORE_IDLE_MS = 120_000;
export const VERIFIED_DEVICE_DAYS = 30;
