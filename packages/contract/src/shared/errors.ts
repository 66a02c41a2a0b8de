import { z } from 'zod/mini';

/**
 * The error catalogue (spec part 1 §8, RESOLUTIONS.md "The wire contract").
 *
 * Numbers 1-4 are the client-side errors the browser builds for itself. The server's fixed numbers
 * (8, 18, 21, 22, 24, 28, 49, 50, 56, 80, 86) are the spec's. Our own numbers live in 100-399 so that
 * they never reuse a fixed number and never fall in the ">450 means not found" band the retrieval
 * screens read (part 1 §8).
 */

export const errorItemSchema = z.object({ Number: z.number().check(z.int()), Message: z.string() });
export type ErrorItem = z.infer<typeof errorItemSchema>;
/** Body of an HTTP 225 (business error) or 415 (unprocessable request) answer. */
export const errorListSchema = z.array(errorItemSchema).check(z.minLength(1));
export type ErrorList = z.infer<typeof errorListSchema>;

export const HTTP_OK = 200;
export const HTTP_BUSINESS_ERROR = 225;
export const HTTP_UNPROCESSABLE = 415;
/** Issue 33 load shedding: the server is past its limits; the envelope says so and Retry-After when. */
export const HTTP_SERVICE_BUSY = 503;

/** Client-side errors (part 1 §8): reason, message and the action text the alert adds. */
export const clientErrors = {
  endpointNotAvailable: {
    Number: 1,
    reason: 'The target end point could be offline or the request invalid.',
    Message: 'Your request could not be completed.',
    action: 'Please contact support if the issue persists for a long period.',
  },
  unprocessableRequest: {
    Number: 2,
    reason: 'Required parameters were missing from the request.',
    Message: 'Your request could not be completed.',
    action: 'Please contact support if the issue persists.',
  },
  scriptError: {
    Number: 3,
    reason: 'A script error was encountered in the application code.',
    Message: 'Your request could not be completed.',
    action: 'the stack trace',
  },
  syntaxError: {
    Number: 4,
    reason: "the error's own message",
    Message: 'Your request could not be completed.',
    action: 'the stack trace',
  },
} as const;

/**
 * Fixed by the spec: the access token expired or is not valid for this call (part 1 §8). A group of
 * its own so the web app's entry, which says why a session ended on /login, carries these six and not
 * the whole catalogue below (issue 28, /login's script budget).
 */
export const expiredTokenErrors = {
  tokenExpired: { Number: 8, Message: 'Your session has expired. Please sign in again.' },
  tokenUnknown: { Number: 18, Message: 'Your session is not valid. Please sign in again.' },
  tokenWrongKind: {
    Number: 21,
    Message: 'Your session cannot be used for this request. Please sign in again.',
  },
  sessionIdle: {
    Number: 22,
    Message: 'Your session timed out after a period of inactivity. Please sign in again.',
  },
  sessionTooLong: { Number: 24, Message: 'Your session has reached its time limit. Please sign in again.' },
  sessionEnded: { Number: 28, Message: 'You have signed out. Please sign in again.' },
} as const satisfies Record<string, ErrorItem>;

/**
 * Every number a claimant's call may answer with, and its message: what the web app may show. Apart
 * from the provider's so the browser never carries the provider interface's texts (issue 28, /login's
 * script budget); the contract's browser-side modules read this, never serverErrors.
 */
export const claimantErrors = {
  ...expiredTokenErrors,
  // Fixed by the spec: access codes, retrieval and passwords.
  codeIncorrect: { Number: 49, Message: 'The access code is incorrect.' },
  codeExpired: { Number: 50, Message: 'The access code has expired. Please request a new code.' },
  informationNotFound: { Number: 56, Message: 'Your information could not be found.' },
  currentPasswordWrong: { Number: 80, Message: 'Invalid password. Try again' },
  noContactMethod: {
    Number: 86,
    Message: 'There is no mobile number or e-mail address to send an access code to.',
  },
  // Ours (100-399).
  unexpected: { Number: 100, Message: 'Something went wrong on our side. Please try again.' },
  invalidRequest: { Number: 101, Message: 'Your request could not be completed.' },
  requestTooLarge: { Number: 102, Message: 'Your request is too large.' },
  notFound: { Number: 103, Message: 'The item you asked for could not be found.' },
  /** A call of the contract whose handler a later issue delivers. */
  notImplemented: { Number: 104, Message: 'This service is not available yet.' },
  /** Answered with HTTP 503 and Retry-After while the server sheds load (issue 33). */
  serviceBusy: {
    Number: 105,
    Message:
      'The portal is very busy right now. Please try again in a moment. Anything you have already saved is kept.',
  },
  signInFailed: { Number: 110, Message: 'Provide valid login details' },
  signInThrottled: {
    Number: 111,
    Message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  accountNotActivated: { Number: 112, Message: 'Your account has not been activated yet.' },
  attemptsThrottled: {
    Number: 113,
    Message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  registrationNotMatched: {
    Number: 120,
    Message: 'We could not match these details to a claim. Please check them or call us.',
  },
  registrationTooYoung: { Number: 121, Message: 'You must be at least 16 years old to register.' },
  accountAlreadyExists: { Number: 122, Message: 'An account already exists for this claim. Please sign in.' },
  usernameTaken: { Number: 123, Message: 'This e-mail address is already used by another account.' },
  passwordRules: { Number: 130, Message: 'New Password must follow rules.' },
  passwordBreached: {
    Number: 131,
    Message: 'This password is too common and has appeared in data breaches. Please choose another.',
  },
  passwordMismatch: { Number: 132, Message: 'Password must match' },
  codeLimitReached: {
    Number: 140,
    Message: 'Too many access codes requested. Please wait an hour and try again.',
  },
  secureTokenRequired: {
    Number: 141,
    Message: 'Please verify with an access code before making this change.',
  },
  claimNotSelected: { Number: 150, Message: 'Please select a claim first.' },
  claimNotFound: { Number: 151, Message: 'This claim is not linked to your account.' },
  bankEditBlocked: {
    Number: 160,
    Message: 'Bank account details cannot be changed in the first 48 hours after registering.',
  },
  bankManagedByStateTrustees: { Number: 161, Message: 'Your bank details are managed by State Trustees.' },
  bsbUnknown: { Number: 162, Message: 'Enter a valid 6 digit BSB number' },
  contactDetailsInvalid: { Number: 163, Message: 'Your contact details failed to save' },
  contactMethodRequired: { Number: 164, Message: 'At least one contact method must stay on.' },
  /** Mobile or e-mail edit disabled by the provider's flags (part 1 §6); {detail}, {provider}, {phone}. */
  contactEditDisabled: {
    Number: 165,
    Message: 'To change your {detail}, please call {provider} on {phone}.',
  },
  fileTooLarge: { Number: 170, Message: 'Document must be below 10MB' },
  fileTypeNotAccepted: { Number: 171, Message: 'Document type is not accepted' },
  fileMissing: { Number: 172, Message: 'Please attach a document.' },
  formIncomplete: { Number: 180, Message: 'Error: Failed to submit form' },
  draftNotFound: { Number: 181, Message: 'There is no draft to submit.' },
  surveyNotMatched: { Number: 190, Message: 'We could not find a claim with these details.' },
  // The survey draft (spec part 2 §2, §3; issue 14): answers are checked against the question set.
  surveyQuestionUnknown: { Number: 191, Message: 'This question is not part of the survey.' },
  surveyAnswerInvalid: { Number: 192, Message: 'Please choose one of the answers offered.' },
  surveyIncomplete: { Number: 193, Message: 'Please answer every question' },
  surveyAlreadySubmitted: { Number: 194, Message: 'This survey has already been submitted.' },
  maintenance: { Number: 195, Message: 'The portal is under maintenance. Please try again later.' },
  // Preferences and bank verification (spec part 1 §4 "My Details"); the preference texts are the
  // page's warnings, which account/messages.ts reads from here.
  preferenceEmailMissing: {
    Number: 166,
    Message: 'Update your Email under Contact Details to select Email as your preferred contact method.',
  },
  preferenceMobileMissing: {
    Number: 167,
    Message:
      'Update your Mobile Number under Contact Details to select SMS as your preferred contact method.',
  },
  bankDetailsMissing: { Number: 168, Message: 'There are no bank details to verify.' },
  // Messaging (230-239): a custom date range whose start is after its end (ADR 0017).
  dateRangeInvalid: { Number: 230, Message: 'The start date must be on or before the end date' },
  // Authority form signature (240-249, issue 13): what uploadauthorityform refuses, storing nothing.
  signatureNotPng: { Number: 240, Message: 'The signature must be a PNG image.' },
  signatureBlank: { Number: 241, Message: 'Please sign the form' },
  signatureTooLarge: { Number: 242, Message: 'The signature image is too large.' },
  // Quotas per claimant (260-269, issue 29 item 6): the new upload or form is refused, nothing else changes.
  pendingUploadsLimit: {
    Number: 260,
    Message:
      'You have too many documents waiting to be sent. Please send or remove the documents you have already added, then try again.',
  },
  pendingUploadBytesLimit: {
    Number: 261,
    Message:
      'The documents waiting to be sent are too large in total. Please send or remove some of the documents you have already added, then try again.',
  },
  openFormsLimit: {
    Number: 262,
    Message:
      'You have started too many forms without sending them. Please send a form you have already started, or try again tomorrow.',
  },
  // Account recovery and access codes under attack (270-279, issue 29 item 4): after too many wrong
  // codes no code is accepted for the account for a day, the right one included.
  codesLocked: {
    Number: 270,
    Message:
      'Too many incorrect access codes were entered, so access codes for this account are blocked for ' +
      '24 hours. Please try again after that, or call us if you need help sooner.',
  },
  // The HTTP edge (250-259, issue 29): a request that stopped arriving (answered with HTTP 408).
  requestTimedOut: {
    Number: 250,
    Message: 'Your request took too long to arrive. Please check your connection and try again.',
  },
  // Things to do (issue 32, band 300-309): a submit naming a request it cannot complete is refused,
  // nothing submitted; the provider's PUT of a request it cannot store changes nothing.
  taskNotOpen: {
    Number: 300,
    Message: 'This request is no longer open. Please check Things to do and try again.',
  },
  taskWrongForm: {
    Number: 301,
    Message: 'This form does not complete that request. Please open the request from Things to do.',
  },
  // What's happening (issue 32, band 320-329): a page cursor the server did not give, and the
  // provider's PUT of an event it cannot store (nothing changed).
  timelineCursor: {
    Number: 320,
    Message: "This list could not be continued. Please open What's happening again.",
  },
} as const satisfies Record<string, ErrorItem>;

/** What only the provider's interface (API and CLI) answers: its key, its PUTs, its deliveries. */
export const providerErrors = {
  // The provider API's key check (issue 5 "The provider's interface"): answered with HTTP 401.
  providerKeyMissing: {
    Number: 200,
    Message: 'An API key is required: send it as "Authorization: Bearer <key>".',
  },
  providerKeyInvalid: { Number: 201, Message: 'The API key is not valid or has been revoked.' },
  providerKeyNameTaken: { Number: 202, Message: 'An active API key already has this name.' },
  providerKeyNameInvalid: { Number: 203, Message: 'An API key name must be 1-100 characters.' },
  // Provider interface: claimants, messages, submissions (issue 5, P2; band 210-229).
  providerClaimLinkedElsewhere: {
    Number: 210,
    Message: 'Claim {claim} is already linked to another claimant.',
  },
  providerAttachmentNotBase64: { Number: 211, Message: 'Attachment "{filename}" is not valid base64 data.' },
  providerAttachmentType: {
    Number: 212,
    Message:
      'Attachment "{filename}" is not an accepted document type, or its content does not match its name.',
  },
  providerAttachmentTooLarge: { Number: 213, Message: 'Attachment "{filename}" must be below 10MB.' },
  // Provider interface: the survey (issue 14).
  providerSurveyQuestionEmpty: {
    Number: 214,
    Message: 'Question "{question}" has no text left once unsafe HTML is removed.',
  },
  // Provider interface: the delivery queue (issue 29, band 280-289).
  deliveryNotParked: {
    Number: 280,
    Message: 'This message is {state}; only a parked message can be sent again.',
  },
  deliveryExpired: {
    Number: 281,
    Message:
      'This message held an access code that has expired, so it is not sent again. The claimant can ask for a new code.',
  },
  providerTaskDueDate: { Number: 302, Message: 'DueDate must be a real day written dd/mm/yyyy.' },
  providerTaskDocumentType: {
    Number: 303,
    Message: 'A request for documents needs the DocumentTypeId of a document type the portal lists.',
  },
  // Payments (issue 32, band 310-319): the provider's PUT of a payment it cannot store changes nothing.
  providerPaymentDate: { Number: 310, Message: 'PaymentDate must be a real day written dd/mm/yyyy.' },
  providerPaymentSubmission: {
    Number: 311,
    Message: 'SubmissionId must name a reimbursement the claimant sent on the same claim.',
  },
  providerPaymentRemittance: { Number: 312, Message: 'Remittance must be a PDF document.' },
  providerEventDate: { Number: 321, Message: 'Date must be a real time between the years 1900 and 2100.' },
  providerEventOtherClaim: {
    Number: 322,
    Message: 'This reference is already used by an event on another claim.',
  },
} as const satisfies Record<string, ErrorItem>;

/** Every number the server may answer with, and its message. */
// A call marked pure rather than an object spread: bundlers keep a spread for its possible getters even
// when nothing reads the result, which put the provider's texts back into the browser.
export const serverErrors: typeof claimantErrors & typeof providerErrors = /* @__PURE__ */ Object.assign(
  {},
  claimantErrors,
  providerErrors,
);

export type ServerErrorName = keyof typeof serverErrors;

/** Numbers that mean the access token is expired or invalid: the client signs out (part 1 §8). */
export const expiredTokenNumbers: readonly number[] = [8, 18, 21, 22, 24, 28];

export function isExpiredTokenNumber(n: number): boolean {
  return expiredTokenNumbers.includes(n);
}

/** Retrieval and reset screens read 56 or anything above 450 as "not found" (part 1 §8). */
export function isInformationNotFound(n: number): boolean {
  return n === 56 || n > 450;
}

export function findServerError(n: number): ErrorItem | undefined {
  return Object.values(serverErrors).find((e) => e.Number === n);
}
