import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types for the whole data model. Portable across SQLite and PostgreSQL:
 * - ids are text (random, made by the application), so no dialect-specific sequences;
 * - timestamps are ISO-8601 UTC text (`2026-11-21T04:58:24.000Z`), dates are `yyyy-mm-dd` text;
 *   both sort correctly as text;
 * - booleans are integers 0/1;
 * - structured values (addresses, draft forms) are JSON text.
 * Rows are never sent on the wire as they are: services map them to contract shapes.
 */

type Timestamp = string;
type Flag = number;

export interface ClaimantTable {
  id: string;
  /** The provider's own identifier for the person (used by the provider interface and CSV import). */
  external_ref: string | null;
  title: string | null;
  first_name: string;
  middle_names: string | null;
  surname: string;
  date_of_birth: string;
  email: string | null;
  mobile: string | null;
  phone_area_code: string | null;
  phone_number: string | null;
  /** JSON of the contract's address shape. */
  home_address: string | null;
  postal_address: string | null;
  addresses_same: Flag;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_bsb: string | null;
  bank_account_number: string | null;
  bank_details_verified: Flag;
  /** Provider flag; the 48-hour rule after registration applies on top of it. */
  bank_edit_allowed: Flag;
  is_state_trustee: Flag;
  mobile_edit_disabled: Flag;
  email_edit_disabled: Flag;
  pref_sms: Flag;
  pref_email: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClaimTable {
  id: string;
  number: string;
  accident_date: string;
  location: string | null;
  created_at: Timestamp;
}

export interface ClaimantClaimTable {
  claimant_id: string;
  claim_id: string;
}

export interface AccountTable {
  id: string;
  claimant_id: string;
  /** Lower-cased e-mail address. */
  username: string;
  password_hash: string;
  activated: Flag;
  activated_at: Timestamp | null;
  failed_sign_ins: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SessionKind =
  'registration' | 'loginPending' | 'signedIn' | 'resetPassword' | 'secureUpdate' | 'survey';

export interface SessionTable {
  id: string;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  kind: SessionKind;
  account_id: string | null;
  claimant_id: string | null;
  selected_claim_id: string | null;
  /** For secureUpdate sessions: the code type it was earned for (Mobile 0, Email 1, Bank 2). */
  purpose: string | null;
  /** The session a secure-update token was issued under. */
  parent_session_id: string | null;
  device_id: string | null;
  remember_me: Flag;
  client_ip: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface DeviceTable {
  id: string;
  account_id: string;
  /** SHA-256 of the device identifier the browser sends with sign-in. */
  device_hash: string;
  verified_at: Timestamp;
  expires_at: Timestamp;
}

export interface AccessCodeTable {
  id: string;
  account_id: string | null;
  claimant_id: string | null;
  session_id: string | null;
  /** login | registration | bank | mobile | email */
  purpose: string;
  code_hash: string;
  sent_sms: Flag;
  sent_email: Flag;
  destination: string | null;
  wrong_tries: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  expired_at: Timestamp | null;
}

export interface InboxMessageTable {
  id: string;
  claim_id: string;
  subject: string;
  body: string;
  /** When the provider sent it. */
  sent_at: Timestamp;
  /** When it reached the portal. */
  received_at: Timestamp;
  read_at: Timestamp | null;
  created_at: Timestamp;
  /**
   * The provider's own id of the message (POST /provider/v1/messages `Reference`), unique per claim
   * (migration 0004): a retry with it answers the message already stored. Null when not given.
   */
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface InboxAttachmentTable {
  message_id: string;
  file_id: string;
  position: number;
}

export interface StoredFileTable {
  id: string;
  /** Claimant who uploaded it, or null for a file the provider attached to a message. */
  claimant_id: string | null;
  claim_id: string | null;
  filename: string;
  mime_type: string;
  size_bytes: number;
  /** Key in the storage backend; random, never derived from the file name. */
  storage_key: string;
  sha256: string;
  /** details | documents | receipts | contact | authority | inbox */
  purpose: string;
  /** pending | attached | discarded */
  status: string;
  form_id: string | null;
  created_at: Timestamp;
}

export interface DraftTable {
  id: string;
  claimant_id: string;
  claim_id: string;
  /** documents | receipts */
  kind: string;
  /** JSON of the contract's draft form. */
  data: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubmissionTable {
  id: string;
  claimant_id: string;
  claim_id: string | null;
  /** personalDetails | documents | reimbursement | contact | authority | survey */
  kind: string;
  /** open (files may still be added) | submitted | received (fetched by the provider) */
  status: string;
  /** JSON of what the claimant sent. */
  data: string;
  created_at: Timestamp;
  submitted_at: Timestamp | null;
  received_at: Timestamp | null;
}

export interface SubmissionFileTable {
  submission_id: string;
  file_id: string;
  position: number;
}

export interface SentItemTable {
  id: string;
  claimant_id: string;
  claim_id: string;
  submission_id: string | null;
  /** Id of the SentItemTypes dropdown entry this item belongs to. */
  request_type: number | null;
  subject_main: string;
  subject_other: string | null;
  message: string;
  sent_at: Timestamp;
}

export interface SurveyQuestionTable {
  id: string;
  position: number;
  question_html: string;
  /** JSON list of { Label, Value }. */
  answers: string;
}

export interface SurveyFormTable {
  id: string;
  claimant_id: string;
  claim_id: string;
  accepted_terms: Flag | null;
  /** draft | submitted | received */
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  submitted_at: Timestamp | null;
}

export interface SurveyAnswerTable {
  form_id: string;
  question_id: string;
  label: string;
  value: string;
}

export interface ServiceTable {
  id: string;
  name: string;
  content_html: string;
  excess_applies: Flag;
  icon: string | null;
  approved: Flag;
  position: number;
}

export interface ContentItemTable {
  name: string;
  position: number;
  html: string;
  updated_at: Timestamp;
}

export interface MaintenanceMessageTable {
  id: string;
  message: string;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  created_at: Timestamp;
}

export interface DropdownItemTable {
  list_type: string;
  /** The wire's Id. */
  item_id: number;
  element_number: number;
  item: string;
  parent_id: number | null;
  position: number;
}

export interface BsbTable {
  /** NNN-NNN */
  bsb: string;
  bank_code: string;
  name: string;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  payments_flags: string | null;
}

export interface AddressTable {
  id: string;
  single_line: string;
  line1: string;
  line2: string | null;
  line3: string | null;
  locality: string;
  state: string;
  postcode: string;
  /** PO boxes and other delivery-only addresses cannot be a home address (part 1 §5). */
  is_postal_only: Flag;
  /** Lower-cased, punctuation-free text the lookup searches. */
  search_text: string;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** claimant | provider | system */
  actor_kind: string;
  actor_id: string | null;
  claimant_id: string | null;
  action: string;
  client_ip: string | null;
  device: string | null;
  request_id: string | null;
  /** JSON; never passwords or codes, bank numbers masked. */
  details: string | null;
}

export interface ProviderApiKeyTable {
  id: string;
  name: string;
  key_hash: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

export interface OutboxMessageTable {
  id: string;
  recipient: string;
  /** email | sms */
  channel: string;
  subject: string | null;
  body: string;
  sent_at: Timestamp;
}

export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface Database {
  claimants: ClaimantTable;
  claims: ClaimTable;
  claimant_claims: ClaimantClaimTable;
  accounts: AccountTable;
  sessions: SessionTable;
  devices: DeviceTable;
  access_codes: AccessCodeTable;
  inbox_messages: InboxMessageTable;
  inbox_attachments: InboxAttachmentTable;
  stored_files: StoredFileTable;
  drafts: DraftTable;
  submissions: SubmissionTable;
  submission_files: SubmissionFileTable;
  sent_items: SentItemTable;
  survey_questions: SurveyQuestionTable;
  survey_forms: SurveyFormTable;
  survey_answers: SurveyAnswerTable;
  services: ServiceTable;
  content_items: ContentItemTable;
  maintenance_messages: MaintenanceMessageTable;
  dropdown_items: DropdownItemTable;
  bsb_directory: BsbTable;
  addresses: AddressTable;
  audit_log: AuditLogTable;
  provider_api_keys: ProviderApiKeyTable;
  outbox_messages: OutboxMessageTable;
  rate_limits: RateLimitTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
// Re-exported so repositories need only this module for column helpers.
export type { ColumnType, Generated };
