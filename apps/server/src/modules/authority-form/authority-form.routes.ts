import { endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { messagingScopeOf } from '../../http/caller-context.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getAuthorityFormData } from './authority-details.js';
import { signAuthorityForm } from './sign-authority-form.js';

/** The authority to release information (part 2 §2, §3): its details, then the signature upload. */
export async function authorityFormRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getAuthorityFormData, ({ session }) =>
    getAuthorityFormData(app.database.db, messagingScopeOf(session)),
  );
  registerEndpoint(app, endpoints.uploadAuthorityForm, ({ request, authenticate, now }) =>
    signAuthorityForm(app, request, authenticate, now),
  );
}
