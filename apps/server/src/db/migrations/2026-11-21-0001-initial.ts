import type { Kysely } from 'kysely';

/**
 * The whole data model of apps/server/src/db/schema.ts, portable across SQLite and PostgreSQL:
 * only `text` and `integer` columns, text ids made by the application, booleans as 0/1, ISO text
 * timestamps. Children that cannot outlive their parent are removed with it (on delete cascade).
 * Landed migrations are never edited: change the model with a new timestamped migration. It is one
 * file, longer than our usual limit, on purpose: a migration must stay frozen and self-contained.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  const flag = 0;

  await s
    .createTable('claimants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('external_ref', 'text')
    .addColumn('title', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_names', 'text')
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('phone_area_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('home_address', 'text')
    .addColumn('postal_address', 'text')
    .addColumn('addresses_same', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('bank_name', 'text')
    .addColumn('bank_account_name', 'text')
    .addColumn('bank_bsb', 'text')
    .addColumn('bank_account_number', 'text')
    .addColumn('bank_details_verified', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('bank_edit_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_state_trustee', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('mobile_edit_disabled', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('email_edit_disabled', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('pref_sms', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('pref_email', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Unique allows many NULLs on both dialects: claimants entered without a provider reference.
  await s.createIndex('claimants_external_ref_key').on('claimants').column('external_ref').unique().execute();

  await s
    .createTable('claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('accident_date', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('claims_number_key').on('claims').column('number').unique().execute();

  await s
    .createTable('claimant_claims')
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('claimants.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('claimant_claims_pkey', ['claimant_id', 'claim_id'])
    .execute();
  await s.createIndex('claimant_claims_claim_idx').on('claimant_claims').column('claim_id').execute();

  await s
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('claimants.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('activated_at', 'text')
    .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('accounts_username_key').on('accounts').column('username').unique().execute();
  await s.createIndex('accounts_claimant_key').on('accounts').column('claimant_id').unique().execute();

  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('claimant_id', 'text', (c) => c.references('claimants.id').onDelete('cascade'))
    .addColumn('selected_claim_id', 'text', (c) => c.references('claims.id').onDelete('set null'))
    .addColumn('purpose', 'text')
    .addColumn('parent_session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('device_id', 'text')
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await s.createIndex('sessions_token_hash_key').on('sessions').column('token_hash').unique().execute();
  await s.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();
  await s.createIndex('sessions_claimant_idx').on('sessions').column('claimant_id').execute();
  await s.createIndex('sessions_parent_idx').on('sessions').column('parent_session_id').execute();
  await s.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await s
    .createTable('devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('devices_account_device_key')
    .on('devices')
    .columns(['account_id', 'device_hash'])
    .unique()
    .execute();

  await s
    .createTable('access_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('claimant_id', 'text', (c) => c.references('claimants.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('sent_sms', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('sent_email', 'integer', (c) => c.notNull().defaultTo(flag))
    .addColumn('destination', 'text')
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('expired_at', 'text')
    .execute();
  await s
    .createIndex('access_codes_account_purpose_idx')
    .on('access_codes')
    .columns(['account_id', 'purpose'])
    .execute();
  await s
    .createIndex('access_codes_claimant_purpose_idx')
    .on('access_codes')
    .columns(['claimant_id', 'purpose'])
    .execute();
  await s.createIndex('access_codes_session_idx').on('access_codes').column('session_id').execute();

  await s
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claimant_id', 'text', (c) => c.references('claimants.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (c) => c.references('claims.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('stored_files_claimant_idx').on('stored_files').column('claimant_id').execute();
  await s.createIndex('stored_files_claim_idx').on('stored_files').column('claim_id').execute();
  await s.createIndex('stored_files_form_idx').on('stored_files').column('form_id').execute();
  await s
    .createIndex('stored_files_storage_key_key')
    .on('stored_files')
    .column('storage_key')
    .unique()
    .execute();

  await s
    .createTable('inbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Newest-first paging: ORDER BY received_at DESC, id DESC within one claim.
  await s
    .createIndex('inbox_messages_claim_received_idx')
    .on('inbox_messages')
    .columns(['claim_id', 'received_at', 'id'])
    .execute();

  await s
    .createTable('inbox_attachments')
    .addColumn('message_id', 'text', (c) => c.notNull().references('inbox_messages.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_attachments_pkey', ['message_id', 'file_id'])
    .execute();
  await s.createIndex('inbox_attachments_file_idx').on('inbox_attachments').column('file_id').execute();

  await s
    .createTable('drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('claimants.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('drafts_owner_kind_key')
    .on('drafts')
    .columns(['claimant_id', 'claim_id', 'kind'])
    .unique()
    .execute();
  await s.createIndex('drafts_claim_idx').on('drafts').column('claim_id').execute();

  await s
    .createTable('submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('claimants.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (c) => c.references('claims.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('received_at', 'text')
    .execute();
  // The provider interface takes out submissions by status, oldest first.
  await s
    .createIndex('submissions_status_created_idx')
    .on('submissions')
    .columns(['status', 'created_at'])
    .execute();
  await s.createIndex('submissions_claimant_idx').on('submissions').column('claimant_id').execute();
  await s.createIndex('submissions_claim_idx').on('submissions').column('claim_id').execute();

  await s
    .createTable('submission_files')
    .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('submission_files_pkey', ['submission_id', 'file_id'])
    .execute();
  await s.createIndex('submission_files_file_idx').on('submission_files').column('file_id').execute();

  await s
    .createTable('sent_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('claimants.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('submission_id', 'text', (c) => c.references('submissions.id').onDelete('set null'))
    .addColumn('request_type', 'integer')
    .addColumn('subject_main', 'text', (c) => c.notNull())
    .addColumn('subject_other', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('sent_items_claim_sent_idx')
    .on('sent_items')
    .columns(['claim_id', 'sent_at', 'id'])
    .execute();
  await s.createIndex('sent_items_claimant_idx').on('sent_items').column('claimant_id').execute();
  await s.createIndex('sent_items_submission_idx').on('sent_items').column('submission_id').execute();

  await createSurveyTables(db);
  await createReferenceTables(db);
  await createOperationsTables(db);
}

async function createSurveyTables(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('survey_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_html', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('survey_forms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claimant_id', 'text', (c) => c.notNull().references('claimants.id').onDelete('cascade'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('accepted_terms', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .execute();
  await s
    .createIndex('survey_forms_owner_idx')
    .on('survey_forms')
    .columns(['claimant_id', 'claim_id'])
    .execute();
  await s.createIndex('survey_forms_claim_idx').on('survey_forms').column('claim_id').execute();

  await s
    .createTable('survey_answers')
    .addColumn('form_id', 'text', (c) => c.notNull().references('survey_forms.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) =>
      c.notNull().references('survey_questions.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_answers_pkey', ['form_id', 'question_id'])
    .execute();
  await s.createIndex('survey_answers_question_idx').on('survey_answers').column('question_id').execute();
}

async function createReferenceTables(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('excess_applies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'text')
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('services_position_idx').on('services').column('position').execute();

  await s
    .createTable('content_items')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_items_pkey', ['name', 'position'])
    .execute();

  await s
    .createTable('maintenance_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('dropdown_items')
    .addColumn('list_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('element_number', 'integer', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dropdown_items_pkey', ['list_type', 'item_id'])
    .execute();
  await s
    .createIndex('dropdown_items_list_position_idx')
    .on('dropdown_items')
    .columns(['list_type', 'position'])
    .execute();

  await s
    .createTable('bsb_directory')
    .addColumn('bsb', 'text', (c) => c.primaryKey())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('suburb', 'text')
    .addColumn('state', 'text')
    .addColumn('postcode', 'text')
    .addColumn('payments_flags', 'text')
    .execute();

  await s
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('single_line', 'text', (c) => c.notNull())
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('line3', 'text')
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('is_postal_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('addresses_search_text_idx').on('addresses').column('search_text').execute();
  await s.createIndex('addresses_postcode_idx').on('addresses').column('postcode').execute();
}

async function createOperationsTables(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  // No foreign key to claimants: the audit trail must outlive the rows it describes.
  await s
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('claimant_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('device', 'text')
    .addColumn('request_id', 'text')
    .addColumn('details', 'text')
    .execute();
  await s.createIndex('audit_log_claimant_at_idx').on('audit_log').columns(['claimant_id', 'at']).execute();
  await s.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();

  await s
    .createTable('provider_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await s
    .createIndex('provider_api_keys_key_hash_key')
    .on('provider_api_keys')
    .column('key_hash')
    .unique()
    .execute();

  await s
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('outbox_messages_sent_idx').on('outbox_messages').column('sent_at').execute();

  await s
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}

/** Children first, so foreign keys never block a drop. */
const tablesInDropOrder = [
  'rate_limits',
  'outbox_messages',
  'provider_api_keys',
  'audit_log',
  'addresses',
  'bsb_directory',
  'dropdown_items',
  'maintenance_messages',
  'content_items',
  'services',
  'survey_answers',
  'survey_forms',
  'survey_questions',
  'sent_items',
  'submission_files',
  'submissions',
  'drafts',
  'inbox_attachments',
  'inbox_messages',
  'stored_files',
  'access_codes',
  'devices',
  'sessions',
  'accounts',
  'claimant_claims',
  'claims',
  'claimants',
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tablesInDropOrder) {
    // Indexes go with their table on both dialects.
    await db.schema.dropTable(table).ifExists().execute();
  }
}
