import { z } from 'zod/mini';
import { ACCEPTED_FILE_TYPES, FILE_MAX_BYTES, type AcceptedFileType } from './limits.js';
import { fieldMessages } from './field-messages.js';

const m = fieldMessages.file;

/** The lower-case extension after the last dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedFileType(name: string): boolean {
  return (ACCEPTED_FILE_TYPES as readonly string[]).includes(fileExtension(name));
}

/** "Below 10MB": 10485760 bytes itself is refused (part 1 §5, part 2 §5). */
export function isWithinFileSize(size: number): boolean {
  return size >= 0 && size < FILE_MAX_BYTES;
}

export type FileCheck =
  | { readonly ok: true; readonly extension: AcceptedFileType }
  | { readonly ok: false; readonly reason: 'tooLarge' | 'typeNotAccepted'; readonly message: string };

/**
 * Checks one picked file before upload. Size is checked first, in the order the spec lists the
 * two messages (part 1 §5).
 */
export function checkFile(file: { readonly name: string; readonly size: number }): FileCheck {
  if (!isWithinFileSize(file.size)) return { ok: false, reason: 'tooLarge', message: m.tooLarge };
  if (!isAcceptedFileType(file.name))
    return { ok: false, reason: 'typeNotAccepted', message: m.typeNotAccepted };
  return { ok: true, extension: fileExtension(file.name) as AcceptedFileType };
}

/** The same rule as a schema over { name, size }, for forms that hold picked files. */
export const fileInfoSchema = z.object({ name: z.string(), size: z.number() }).check(
  z.superRefine((file, ctx) => {
    const result = checkFile(file);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  }),
);
