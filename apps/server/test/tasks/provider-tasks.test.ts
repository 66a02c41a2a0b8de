// The provider's Things to do (issue 32): PUT /provider/v1/tasks/:reference is an idempotent upsert by
// the provider's reference (parallel PUTs leave one row), refuses bad input with the envelope and
// changes nothing, tells the claimant once, on create; GET lists by claim and status.
import { type ProviderTask, brandingValues, formatMessage, messages, serverErrors } from '@portal/contract';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/cli-context.js';
import { runProvider } from '../../src/cli/run-provider.js';
import {
  createProviderTestApp,
  errorsOf,
  newProviderKey,
  signedInClaimant,
  uniqueClaimNumber,
} from '../provider-claimants/provider-data-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { countOf, getTaskCount, getTasks, listTasks, putTask } from './tasks-fixtures.js';

describe('provider tasks', () => {
  let t: TestApp;
  let key: string;
  let claimant: Awaited<ReturnType<typeof signedInClaimant>>;

  beforeAll(async () => {
    t = await createProviderTestApp();
    key = (await newProviderKey(t)).key;
    claimant = await signedInClaimant(t, key, 'Taylor');
    // The Send documents form's types (the demo seed's reference lists are not loaded here).
    await t.database.db
      .insertInto('dropdown_items')
      .values({
        list_type: 'DocumentFormTypes',
        item_id: 2,
        element_number: 2,
        item: 'Certificate of capacity',
        parent_id: null,
        position: 2,
      })
      .execute();
  });
  afterAll(async () => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    ClaimNumber: claimant.claimNumber,
    Title: 'Send your updated certificate of capacity',
    Detail: 'Your certificate ends soon.',
    DueDate: '12/12/2026',
    Action: 'documents',
    DocumentTypeId: 2,
    Status: 'open',
    ...overrides,
  });
  const newTaskNotices = () =>
    t.database.db
      .selectFrom('delivery_queue')
      .selectAll()
      .where('topic', '=', 'newTask')
      .where('recipient', '=', claimant.username)
      .execute();

  it('creates a request, answers it stored, shows it to the claimant and tells them once by e-mail', async () => {
    const before = (await newTaskNotices()).length;
    const response = await putTask(t, key, 'COC-1', body());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      Reference: 'COC-1',
      ClaimNumber: claimant.claimNumber,
      Title: 'Send your updated certificate of capacity',
      Detail: 'Your certificate ends soon.',
      DueDate: '12/12/2026',
      Action: 'documents',
      DocumentTypeId: 2,
      Status: 'open',
      CompletedAt: null,
      CompletedBySubmissionId: null,
      CreatedAt: t.clock.now().toISOString(),
      UpdatedAt: t.clock.now().toISOString(),
    });
    expect((await getTasks(t, claimant.token)).Items).toEqual([
      expect.objectContaining({ Title: 'Send your updated certificate of capacity', DueDate: '12/12/2026' }),
    ]);
    const notices = (await newTaskNotices()).slice(before);
    expect(notices).toHaveLength(1);
    const values = brandingValues();
    // What and where only: never the request's title or detail.
    expect(notices[0]).toMatchObject({
      channel: 'email',
      subject: formatMessage(messages.notifications.newTaskSubject, values),
      body: formatMessage(messages.notifications.newTaskBody, values),
    });
    expect(notices[0]?.body).toContain('Sign in to the portal to see Things to do.');
    expect(notices[0]?.body).not.toContain('certificate');
  });

  it('changes nothing and tells nobody again when the same PUT is repeated', async () => {
    await putTask(t, key, 'REPEAT-1', body({ Title: 'Repeat me' }));
    const notices = (await newTaskNotices()).length;
    const first = (await listTasks(t, key, { ClaimNumber: claimant.claimNumber })).json() as {
      Tasks: ProviderTask[];
    };
    t.clock.advanceMinutes(5);
    const again = await putTask(t, key, 'REPEAT-1', body({ Title: 'Repeat me' }));
    expect(again.statusCode, again.body).toBe(200);
    const stored = first.Tasks.find((task) => task.Reference === 'REPEAT-1');
    expect(again.json()).toEqual(stored);
    expect((await newTaskNotices()).length).toBe(notices);
    // An update is stored, and tells nobody either.
    const changed = await putTask(
      t,
      key,
      'REPEAT-1',
      body({ Title: 'Repeat me, changed', DueDate: '01/12/2026' }),
    );
    expect(changed.json()).toMatchObject({
      Title: 'Repeat me, changed',
      DueDate: '01/12/2026',
      UpdatedAt: t.clock.now().toISOString(),
    });
    expect((await newTaskNotices()).length).toBe(notices);
  });

  it('leaves one row and one notice for parallel PUTs of one reference', async () => {
    const notices = (await newTaskNotices()).length;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => putTask(t, key, 'PARALLEL-1', body({ Title: 'Once only' }))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('tasks')
      .select('id')
      .where('reference', '=', 'PARALLEL-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await newTaskNotices()).length).toBe(notices + 1);
  });

  it.each([
    ['an unknown claim', { ClaimNumber: '99/99999' }, serverErrors.notFound],
    ['a day that does not exist', { DueDate: '31/02/2026' }, serverErrors.providerTaskDueDate],
    ['a date not written dd/mm/yyyy', { DueDate: '2026-12-12' }, serverErrors.providerTaskDueDate],
    ['documents without a type', { DocumentTypeId: null }, serverErrors.providerTaskDocumentType],
    ['documents with an unknown type', { DocumentTypeId: 999 }, serverErrors.providerTaskDocumentType],
  ])('refuses %s with the envelope and changes nothing', async (_name, overrides, error) => {
    const tasks = await countOf(t, 'tasks');
    const queued = await countOf(t, 'delivery_queue');
    const response = await putTask(t, key, 'REFUSED-1', body(overrides));
    expect(response.statusCode, response.body).toBe(225);
    expect(errorsOf(response)).toEqual([expect.objectContaining({ Number: error.Number })]);
    expect(await countOf(t, 'tasks')).toBe(tasks);
    expect(await countOf(t, 'delivery_queue')).toBe(queued);
  });

  it.each([
    ['a bad status', { Status: 'finished' }],
    ['a bad action', { Action: 'payment' }],
    ['no title', { Title: '  ' }],
    ['a claim number not NN/NNNNN', { ClaimNumber: '1234567' }],
  ])('refuses %s as a malformed request and changes nothing', async (_name, overrides) => {
    const tasks = await countOf(t, 'tasks');
    const response = await putTask(t, key, 'REFUSED-2', body(overrides));
    expect(response.statusCode, response.body).toBe(415);
    expect(await countOf(t, 'tasks')).toBe(tasks);
  });

  it('refuses a reference with characters outside the pattern', async () => {
    const response = await putTask(t, key, 'has space', body());
    expect(response.statusCode, response.body).toBe(415);
  });

  it('ignores DocumentTypeId for a request that is not for documents', async () => {
    const response = await putTask(t, key, 'CONTACT-1', body({ Action: 'contact', DocumentTypeId: 999 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Action: 'contact', DocumentTypeId: null });
  });

  it("completes and cancels by Status, which takes the request off the claimant's list", async () => {
    await putTask(t, key, 'CLOSE-1', body({ Title: 'To be done' }));
    await putTask(t, key, 'CLOSE-2', body({ Title: 'To be cancelled' }));
    const open = await getTaskCount(t, claimant.token);
    const done = await putTask(t, key, 'CLOSE-1', body({ Title: 'To be done', Status: 'done' }));
    expect(done.json()).toMatchObject({ Status: 'done', CompletedAt: t.clock.now().toISOString() });
    const cancelled = await putTask(
      t,
      key,
      'CLOSE-2',
      body({ Title: 'To be cancelled', Status: 'cancelled' }),
    );
    expect(cancelled.json()).toMatchObject({ Status: 'cancelled', CompletedBySubmissionId: null });
    expect(await getTaskCount(t, claimant.token)).toBe(open - 2);
    expect((await getTasks(t, claimant.token)).Items.map((task) => task.Title)).not.toContain('To be done');
    // Opened again, it is back, and nobody is told again (only a create tells).
    const notices = (await newTaskNotices()).length;
    const reopened = await putTask(t, key, 'CLOSE-1', body({ Title: 'To be done' }));
    expect(reopened.json()).toMatchObject({ Status: 'open', CompletedAt: null });
    expect(await getTaskCount(t, claimant.token)).toBe(open - 1);
    expect((await newTaskNotices()).length).toBe(notices);
  });

  it('tells nobody about a request created already closed', async () => {
    const notices = (await newTaskNotices()).length;
    const response = await putTask(t, key, 'CLOSED-AT-BIRTH', body({ Status: 'cancelled' }));
    expect(response.json()).toMatchObject({ Status: 'cancelled' });
    expect((await newTaskNotices()).length).toBe(notices);
  });

  it('lists by claim number and status, soonest due first', async () => {
    const other = await signedInClaimant(t, key, 'Morgan');
    await putTask(t, key, 'LIST-LATE', body({ ClaimNumber: other.claimNumber, DueDate: '20/12/2026' }));
    await putTask(t, key, 'LIST-SOON', body({ ClaimNumber: other.claimNumber, DueDate: '05/12/2026' }));
    await putTask(
      t,
      key,
      'LIST-DONE',
      body({ ClaimNumber: other.claimNumber, DueDate: '01/12/2026', Status: 'done' }),
    );
    const all = await listTasks(t, key, { ClaimNumber: other.claimNumber });
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json() as { Tasks: ProviderTask[] }).Tasks.map((task) => task.Reference)).toEqual([
      'LIST-DONE',
      'LIST-SOON',
      'LIST-LATE',
    ]);
    const open = await listTasks(t, key, { ClaimNumber: other.claimNumber, Status: 'open' });
    expect((open.json() as { Tasks: ProviderTask[] }).Tasks.map((task) => task.Reference)).toEqual([
      'LIST-SOON',
      'LIST-LATE',
    ]);
    const none = await listTasks(t, key, { ClaimNumber: uniqueClaimNumber() });
    expect(none.json()).toEqual({ Tasks: [] });
    expect((await listTasks(t, key, { Status: 'finished' })).statusCode).toBe(415);
  });

  it('lists them from the CLI too (list-tasks)', async () => {
    const other = await signedInClaimant(t, key, 'Casey');
    await putTask(
      t,
      key,
      'CLI-1',
      body({ ClaimNumber: other.claimNumber, Title: 'From the CLI', Action: 'contact' }),
    );
    const out: string[] = [];
    const err: string[] = [];
    const context: CommandContext = {
      database: () => Promise.resolve(t.database),
      resolvePath: (path) => resolve(path),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
    };
    expect(await runProvider(['list-tasks', '--claim', other.claimNumber, '--status', 'open'], context)).toBe(
      0,
    );
    expect(out).toEqual([
      `12/12/2026  open  ${other.claimNumber}  contact  CLI-1  From the CLI`,
      '1 request.',
    ]);
    expect(await runProvider(['list-tasks', '--status', 'finished'], context)).not.toBe(0);
    expect(err.join('\n')).toContain('--status');
  });

  it('needs the API key', async () => {
    const response = await listTasks(t, 'not-a-key');
    expect(response.statusCode).toBe(401);
  });
});
