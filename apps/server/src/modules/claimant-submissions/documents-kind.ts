import {
  DOCUMENT_MESSAGE_MAX,
  type SubmitDocumentFormRequest,
  characterCount,
  isTaxFileDeclaration,
  messages,
} from '@portal/contract';
import { AppError } from '../../http/app-error.js';
import { type DraftFields, type FormKind, idItemOrNull } from './form-kinds.js';
import { findListItem } from '../dropdown/dropdown.service.js';

const text = messages.sendDocuments;

/** Where a document type is filed under Sent items (SentItemTypes "Documents" and its children). */
const SENT_ITEM_TYPE_BY_DOCUMENT: Readonly<Record<string, string>> = {
  'Medical certificate': 'Medical certificates',
  'Certificate of capacity': 'Medical certificates',
  'Invoice or account': 'Invoices and accounts',
  'Tax File Declaration Form': 'Tax File Declaration Form',
};
const OTHER_DOCUMENTS = 'Other documents';

/**
 * Send documents (part 2 §2, §5): a document type from DocumentFormTypes; a message, required and up to
 * 1000 characters, except for the Tax File Declaration Form, which has no message; at least one file.
 * The authorisation box travels as our optional `Authorised`: false is refused, absent is accepted
 * (a client keeping to the spec's wire, which has no field for it).
 */
export const documentsKind: FormKind<SubmitDocumentFormRequest> = {
  kind: 'documents',
  taskAction: 'documents',

  draftFieldsOf(body, previous): DraftFields {
    return {
      DocumentType:
        'DocumentType' in body ? idItemOrNull(body.DocumentType) : (previous?.DocumentType ?? null),
      Description: typeof body.Description === 'string' ? body.Description : (previous?.Description ?? ''),
    };
  },

  async accept(db, body, files) {
    if (body.Authorised === false) throw new AppError('invalidRequest', { message: text.authorisation });
    // The list's own wording, not the client's: the Id decides.
    const listed = await findListItem(db, 'DocumentFormTypes', { id: body.DocumentType.Id });
    if (!listed) throw new AppError('invalidRequest', { message: text.documentType });
    const documentType = { Id: listed.item_id, Item: listed.item };
    const taxFileDeclaration = isTaxFileDeclaration(documentType);
    const description = taxFileDeclaration ? '' : (body.Description ?? '').trim();
    if (!taxFileDeclaration && description === '') {
      throw new AppError('invalidRequest', { message: text.messageRequired });
    }
    if (characterCount(description) > DOCUMENT_MESSAGE_MAX) {
      throw new AppError('invalidRequest', { message: text.messageMax });
    }
    if (files.length === 0) throw new AppError('fileMissing', { message: text.fileRequired });
    return {
      data: { DocumentType: documentType, Description: description },
      sentItem: {
        requestTypeItem: SENT_ITEM_TYPE_BY_DOCUMENT[documentType.Item] ?? OTHER_DOCUMENTS,
        subjectMain: documentType.Item,
        subjectOther: null,
        message: description,
      },
    };
  },
};
