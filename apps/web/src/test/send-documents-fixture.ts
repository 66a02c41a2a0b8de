import { endpoints, type DocumentDraft, type DropdownItem } from '@portal/contract';
import type { MockApi } from './mock-api';

/** Test data and paths for the send-documents screens and the forms hub. */

export const paths = {
  load: endpoints.getDraftDocumentForm.path,
  save: endpoints.updateDocumentForm.path,
  discard: endpoints.discardDraftDocuments.path,
  submit: endpoints.submitDocumentForm.path,
  dates: endpoints.getDraftDates.path,
  upload: endpoints.uploadDocumentFile.path,
  discardFile: endpoints.discardFile.path,
  list: endpoints.dropdownList.path,
  intro: '/api/content/submitdocs',
};

const item = (Id: number, Item: string): DropdownItem => ({
  Id,
  Item,
  ElementNumber: Id,
  ParentId: null,
  Children: [],
});

export const documentTypes: DropdownItem[] = [
  item(1, 'Medical certificate'),
  item(2, 'Reimbursement'),
  item(3, 'Tax File Declaration Form'),
];

export const savedDraft: DocumentDraft = {
  DocumentType: { Id: 1, Item: 'Medical certificate' },
  Description: 'My certificate from Dr Lee',
  Documents: [{ Filename: 'certificate.pdf', FileID: 'file-1' }],
};

/** The answers every send-documents screen needs; a test overrides what it is about. */
export function answerDocumentsCalls(api: MockApi, draft: DocumentDraft | null = null): MockApi {
  return api
    .on(paths.load, { body: draft })
    .on(paths.save, { body: true })
    .on(paths.discard, { body: true })
    .on(paths.submit, { body: true })
    .on(paths.discardFile, { body: true })
    .on(paths.dates, { body: { DocumentsDate: null } })
    .on(paths.list, { body: { Items: documentTypes } })
    .on(paths.intro, { body: ['<p>Send us the documents we asked for.</p><script>alert(1)</script>'] });
}
