/**
 * `attachment` with the file name twice (RFC 6266): a plain ASCII fallback and the exact UTF-8 name,
 * so quotes, control characters or non-ASCII letters in a claimant's file name cannot break the header.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
