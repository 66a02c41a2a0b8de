import { endpoints } from '@portal/contract';
import type { TestApp } from '../support/test-app.js';
import { type MultipartPart, multipart, postJson } from '../files/files-fixtures.js';

/** Shared by the Send documents API tests. */

export const medicalCertificate = { Id: 1, Item: 'Medical certificate' };
export const taxFileDeclaration = { Id: 5, Item: 'Tax File Declaration Form' };

export function uploadDocument(
  t: TestApp,
  token: string,
  filename: string,
  content: Uint8Array,
  extra: MultipartPart[] = [],
) {
  const { payload, headers } = multipart([
    { name: 'accessToken', value: token },
    ...extra,
    { name: 'uploads[]', filename, content },
  ]);
  return t.app.inject({ method: 'POST', url: endpoints.uploadDocumentFile.path, payload, headers });
}

export async function uploadedId(t: TestApp, token: string, filename: string, content: Uint8Array) {
  const response = await uploadDocument(t, token, filename, content);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return (response.json() as { FileId: string }).FileId;
}

export const call = (t: TestApp, path: string, token: string, body: Record<string, unknown> = {}) =>
  postJson(t, path, { AccessToken: token, ...body });

export interface DraftAnswer {
  DocumentType: { Id: number; Item: string } | null;
  Description: string;
  Documents: { Filename: string; FileID: string }[];
}
