import { endpoints } from '@portal/contract';
import { PNG } from 'pngjs';
import { type MultipartPart, multipart } from '../files/files-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/** Shared by the tests that sign the authority form. */

/** A 120×40 PNG with a line drawn across it, or none (`blank`: refused as signatureBlank). */
export function signaturePng(blank = false): Buffer {
  const image = new PNG({ width: 120, height: 40 });
  if (!blank) for (let x = 10; x < 110; x++) image.data.set([0, 0, 0, 255], (20 * 120 + x) * 4);
  return PNG.sync.write(image);
}

/** uploadAuthorityForm with a drawn signature (or `content`) and any extra fields (TaskId, the method). */
export function signAuthorityForm(
  t: TestApp,
  token: string,
  content: Uint8Array = signaturePng(),
  extra: MultipartPart[] = [],
) {
  const { payload, headers } = multipart([
    { name: 'accessToken', value: token },
    ...extra,
    { name: 'Signature', filename: 'signature.png', content, contentType: 'image/png' },
  ]);
  return t.app.inject({ method: 'POST', url: endpoints.uploadAuthorityForm.path, payload, headers });
}
