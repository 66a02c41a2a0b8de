import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiKey } from '../../src/modules/api-keys/api-keys.service.js';
import type { TestApp } from '../support/test-app.js';

/** A fresh API key on the test app's database (the command-line tool's create-api-key). */
export async function newProviderKey(t: TestApp, name = `key-${Math.random().toString(36).slice(2)}`) {
  return createApiKey(t.database.db, name, t.clock.now());
}

export interface ProviderCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One provider API call with `Authorization: Bearer <key>` and a JSON body when given. */
export function callProvider(app: FastifyInstance, call: ProviderCall): Promise<LightMyRequestResponse> {
  return app.inject({
    method: call.method,
    url: call.url,
    headers: {
      ...(call.key === undefined ? {} : { authorization: `Bearer ${call.key}` }),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
}

/** The audit rows the provider API wrote, oldest first, with their details parsed. */
export async function providerAuditRows(t: TestApp) {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('actor_kind', '=', 'provider')
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
  }));
}
