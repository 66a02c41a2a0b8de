import { endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
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

/** A signed-in session names its claimant (session-access.ts); one that does not is the wrong kind. */
export function claimantOf(session: { claimantId: string | null }): string {
  if (!session.claimantId) throw new AppError('tokenWrongKind');
  return session.claimantId;
}
