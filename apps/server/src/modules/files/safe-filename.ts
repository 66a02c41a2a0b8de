/**
 * The name a claimant's file is recorded under. It is only ever shown back (Filename); storage keys
 * are random (storage/file-storage.ts), so this only keeps the name displayable: no folders, no
 * control or reserved characters, at most 200 characters with the extension kept.
 */
const MAX_LENGTH = 200;

export function safeFilename(name: string, fallbackExtension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return `file.${fallbackExtension}`;
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_LENGTH - extension.length) + extension;
}
