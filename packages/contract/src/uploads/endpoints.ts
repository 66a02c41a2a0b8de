import { p1, D } from '../shared/call-table.js';
import * as uploads from './schemas.js';

export const discardFile = p1.post(
  uploads.discardFileRequestSchema,
  uploads.discardFileResponseSchema,
  'discardFile',
  `${D}/discardfile`,
  'signedIn',
  'Discard an uploaded file',
);

export const getFileContent = p1.post(
  uploads.getFileContentRequestSchema,
  uploads.getFileContentResponseSchema,
  'getFileContent',
  `${D}/getfilecontent`,
  'signedIn',
  'Read a stored file',
);
