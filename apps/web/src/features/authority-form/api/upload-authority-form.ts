import { endpoints, type SignatureMethod } from '@portal/contract';
import { uploadFile } from '../../../lib/upload';

export interface AuthoritySignature {
  /** The signature as a PNG (drawn on the canvas, or the typed name rendered). */
  png: Blob;
  method: SignatureMethod;
  /** What was typed, for a typed signature. */
  typedName?: string;
  /** The request of Things to do the signature completes (issue 32). */
  taskId?: string | undefined;
}

/** The file name the signature travels under; the field name is the contract's `Signature`. */
const SIGNATURE_FILENAME = 'signature.png';

/**
 * uploadauthorityform (spec part 2 §7): the PNG under `Signature`, plus our two optional fields saying
 * how it was made and, when typed, what was typed (issue 13; RESOLUTIONS.md).
 */
export async function uploadAuthorityForm(signature: AuthoritySignature): Promise<string> {
  const fields: Record<string, string> = { SignatureMethod: signature.method };
  if (signature.method === 'typed' && signature.typedName !== undefined) {
    fields.TypedName = signature.typedName;
  }
  if (signature.taskId !== undefined) fields.TaskId = signature.taskId;
  const file = new File([signature.png], SIGNATURE_FILENAME, { type: 'image/png' });
  return (await uploadFile(endpoints.uploadAuthorityForm, fields, file)).FileId;
}
