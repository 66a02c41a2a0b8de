import { endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { claimantOf } from '../../http/caller-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { discardOwnFile, readFileContent } from './files.service.js';

/**
 * discardfile and getfilecontent (part 1 §7): scoped to the signed-in claimant's own files; reading is
 * also limited to the selected claim (files.repository.ts findReadableFile).
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => ({ db: app.database.db, storage: app.storage, log: app.log });

  registerEndpoint(app, endpoints.discardFile, ({ body, session, now }) =>
    discardOwnFile(deps(), claimantOf(session), body.FileId, now),
  );
  registerEndpoint(app, endpoints.getFileContent, ({ body, session }) =>
    readFileContent(
      deps(),
      { claimantId: claimantOf(session), selectedClaimId: session.selectedClaimId },
      body.Identifier,
    ),
  );
}
