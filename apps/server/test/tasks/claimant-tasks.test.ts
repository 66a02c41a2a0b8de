// Things to do (issue 32): the selected claim's open requests, soonest first, overdue by the Melbourne
// calendar day; never another claim's or another claimant's.
import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWithFiles, signIn } from '../files/files-fixtures.js';
import { insertClaimant, signedInOn } from '../inbox/messaging-fixtures.js';
import { type TestApp, createTestApp, postJson } from '../support/test-app.js';
import { getTaskCount, getTasks, insertTask } from './tasks-fixtures.js';

describe('Things to do for the claimant', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoWithFiles(t);
  });
  afterAll(async () => t.close());

  it("lists Alex's two open demo requests on 12/34567, soonest first, the overdue one marked, and counts them", async () => {
    const alex = await signIn(t, 'alex@example.com');
    // The seed's clock is 2026-03-01T00:00Z, 11:00 on 1 March in Melbourne.
    expect(await getTasks(t, alex.token)).toEqual({
      Items: [
        {
          TaskId: expect.any(String),
          Title: 'Send your updated certificate of capacity',
          Detail: expect.stringContaining('certificate of capacity has ended'),
          DueDate: '26/02/2026',
          IsOverdue: true,
          Action: 'documents',
          DocumentTypeId: 2,
        },
        {
          TaskId: expect.any(String),
          Title: 'Complete your self-assessment',
          Detail: expect.any(String),
          DueDate: '15/03/2026',
          IsOverdue: false,
          Action: 'survey',
          DocumentTypeId: null,
        },
      ],
      Total: 2,
    });
    expect(await getTaskCount(t, alex.token)).toBe(2);
    // The done one is the provider's to list, not the claimant's to do.
    const done = await t.database.db.selectFrom('tasks').selectAll().where('status', '=', 'done').execute();
    expect(done.map((task) => task.title)).toEqual(['Send your certificate of capacity']);
    expect(done[0]?.completed_by_submission_id).toEqual(expect.any(String));
  });

  it('marks a request overdue from the Melbourne day after its due day, not the UTC one', async () => {
    // 14:00Z on 28 February is 01:00 on 1 March in Melbourne (daylight saving, +11).
    t.clock.current = new Date('2026-02-28T14:00:00.000Z');
    const { claimantId, claimIds } = await insertClaimant(t, 'Overdue');
    const claimId = claimIds[0]!;
    await insertTask(t, { claimId, title: 'Due yesterday in Melbourne', dueDate: '2026-02-28' });
    await insertTask(t, { claimId, title: 'Due today in Melbourne', dueDate: '2026-03-01' });
    await insertTask(t, { claimId, title: 'Due later', dueDate: '2026-04-01' });
    await insertTask(t, { claimId, title: 'Cancelled', dueDate: '2026-01-01', status: 'cancelled' });
    const token = await signedInOn(t, claimantId, claimId);
    const { Items, Total } = await getTasks(t, token);
    expect(Items.map(({ Title, DueDate, IsOverdue }) => ({ Title, DueDate, IsOverdue }))).toEqual([
      { Title: 'Due yesterday in Melbourne', DueDate: '28/02/2026', IsOverdue: true },
      { Title: 'Due today in Melbourne', DueDate: '01/03/2026', IsOverdue: false },
      { Title: 'Due later', DueDate: '01/04/2026', IsOverdue: false },
    ]);
    expect(Total).toBe(3);
    t.clock.current = new Date('2026-03-01T00:00:00.000Z');
  });

  it("never shows another claim's requests, nor a claim no longer linked", async () => {
    const { claimantId, claimIds } = await insertClaimant(t, 'Twoclaims', 2);
    await insertTask(t, { claimId: claimIds[0]!, title: 'On the first claim' });
    const onSecond = await signedInOn(t, claimantId, claimIds[1]!);
    expect(await getTasks(t, onSecond)).toEqual({ Items: [], Total: 0 });
    expect(await getTaskCount(t, onSecond)).toBe(0);
    const sam = await signIn(t, 'sam@example.com');
    expect((await getTasks(t, sam.token)).Items.map((task) => task.Title)).not.toContain(
      'On the first claim',
    );

    const onFirst = await signedInOn(t, claimantId, claimIds[0]!);
    expect(await getTaskCount(t, onFirst)).toBe(1);
    await t.database.db
      .deleteFrom('claimant_claims')
      .where('claimant_id', '=', claimantId)
      .where('claim_id', '=', claimIds[0]!)
      .execute();
    expect(await getTaskCount(t, onFirst)).toBe(0);
    expect((await getTasks(t, onFirst)).Items).toEqual([]);
  });

  it('needs a selected claim', async () => {
    const { claimantId } = await insertClaimant(t, 'Noselection');
    const token = await signedInOn(t, claimantId, null);
    for (const path of [endpoints.getTasks.path, endpoints.getTaskCount.path]) {
      const response = await postJson(t.app, path, { AccessToken: token });
      expect(response.statusCode).toBe(225);
      expect(response.json()).toEqual([serverErrors.claimNotSelected]);
    }
  });
});
