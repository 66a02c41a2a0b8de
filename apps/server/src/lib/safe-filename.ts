/**
 * The name a file is recorded under and shown as (Filename in getfilecontent, inbox attachments,
 * sent items and the provider's listing and export). Storage keys are random (storage/file-storage.ts),
 * so a name never steers a path; this keeps it honest to display (issue 10 item 5).
 */
const MAX_LENGTH = 200;

/**
 * Characters that are removed from every name: C0 controls and DEL, C1 controls (U+0080–U+009F), and
 * the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–U+202E,
 * U+2066–U+2069). A right-to-left override makes "invoice\u202Egpj.exe" read as "invoiceexe.jpg";
 * without it the name shows its real order and its real extension.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const INVISIBLE_OR_REORDERING = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Characters Windows refuses in a name; the provider saves files under these names (CLI export). */
const RESERVED = /[<>:"|?*]/g;

/** The name without control or bidirectional-formatting characters (nothing else changes). */
export function withoutControlCharacters(name: string): string {
  return name.replace(INVISIBLE_OR_REORDERING, '');
}

/**
 * The files of a page's rows, joined one row per file (`file_id` null on the one row of an item
 * without any), as the wire names them: the inbox's Attachments and sent items' Files.
 */
export function wireFilesOf(
  rows: readonly { file_id: string | null; file_name: string | null }[],
): { Filename: string; FileID: string }[] {
  return rows.flatMap((row) =>
    row.file_id === null || row.file_name === null
      ? []
      : [{ Filename: withoutControlCharacters(row.file_name), FileID: row.file_id }],
  );
}

/**
 * A name fit to store: the last path segment, no control, bidirectional or reserved characters, no
 * leading dots, at most 200 characters with the extension kept; `file.<fallbackExtension>` when
 * nothing is left.
 */
export function safeFilename(name: string, fallbackExtension: string): string {
  const base = withoutControlCharacters(name).split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(RESERVED, '').trim().replace(/^\.+/, '');
  if (cleaned === '') return `file.${fallbackExtension}`;
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_LENGTH - extension.length) + extension;
}
