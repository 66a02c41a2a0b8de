import { type GetTimelineResponse, type PutProviderEventBody, endpoints } from '@portal/contract';
import { newId } from '../../src/lib/ids.js';
import { callProvider } from '../provider-api/provider-test-support.js';
import { type TestApp, postJson } from '../support/test-app.js';

/** Shared by the What's happening API tests (issue 32). */

export interface EventFixture {
  claimId: string;
  title?: string;
  /** ISO-8601 UTC; the test clock's time by default. */
  occurredAt?: string;
  id?: string;
}

/** A provider's event inserted straight into the database (as its PUT would store it); answers its id. */
export async function insertEvent(t: TestApp, event: EventFixture): Promise<string> {
  const id = event.id ?? newId();
  const at = event.occurredAt ?? t.clock.now().toISOString();
  await t.database.db
    .insertInto('claim_events')
    .values({
      id,
      claim_id: event.claimId,
      kind: 'provider',
      occurred_at: at,
      title: event.title ?? 'Something happened',
      body: '',
      params: null,
      link: null,
      reference: `FIXTURE-${id}`,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export function timelineCall(t: TestApp, token: string, before?: string | null) {
  return postJson(t.app, endpoints.getTimeline.path, {
    AccessToken: token,
    ...(before === undefined ? {} : { Before: before }),
  });
}

export async function getTimeline(
  t: TestApp,
  token: string,
  before?: string | null,
): Promise<GetTimelineResponse> {
  const response = await timelineCall(t, token, before);
  if (response.statusCode !== 200) throw new Error(`gettimeline: ${response.statusCode} ${response.body}`);
  return response.json() as GetTimelineResponse;
}

/** Every page, following Next, as one list of entries. */
export async function wholeTimeline(t: TestApp, token: string) {
  const pages: GetTimelineResponse[] = [];
  let next: string | null | undefined = undefined;
  do {
    const page: GetTimelineResponse = await getTimeline(t, token, next);
    pages.push(page);
    next = page.Next;
  } while (next !== null && pages.length < 100);
  return pages;
}

export function putEvent(
  t: TestApp,
  key: string,
  reference: string,
  body: Partial<PutProviderEventBody> | object,
) {
  return callProvider(t.app, {
    method: 'PUT',
    url: `/provider/v1/events/${encodeURIComponent(reference)}`,
    key,
    body,
  });
}

export function listEvents(t: TestApp, key: string, claimNumber: string) {
  return callProvider(t.app, {
    method: 'GET',
    url: `/provider/v1/events?ClaimNumber=${encodeURIComponent(claimNumber)}`,
    key,
  });
}

export async function countOf(
  t: TestApp,
  table: 'claim_events' | 'claim_event_attachments' | 'stored_files' | 'audit_log',
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function readFile(t: TestApp, token: string, fileId: string) {
  return postJson(t.app, endpoints.getFileContent.path, { AccessToken: token, Identifier: fileId });
}
