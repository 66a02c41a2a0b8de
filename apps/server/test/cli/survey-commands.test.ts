import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../src/cli/cli-context.js';
import { runProvider } from '../../src/cli/run-provider.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  type SurveyPerson,
  alex,
  allAnswered,
  getDraft,
  keepSeededSurvey,
  riley,
  seedDemo,
  submit,
  surveyToken,
  update,
} from '../survey/survey-fixtures.js';

let t: TestApp;
let folder: string;
let seededSurvey: Awaited<ReturnType<typeof keepSeededSurvey>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  seededSurvey = await keepSeededSurvey(t);
});
afterAll(async () => {
  await t.close();
});
// Each test starts from the demo's questions and outro, with no survey taken, no audit row and an empty
// folder; the tests that need the question set below set it themselves.
beforeEach(async () => {
  await seededSurvey.restore();
  await t.database.db.deleteFrom('audit_log').execute();
  folder = mkdtempSync(join(tmpdir(), 'portal-cli-survey-'));
  return () => rmSync(folder, { recursive: true, force: true });
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const context: CommandContext = {
    database: () => Promise.resolve(t.database),
    resolvePath: (path) => resolve(folder, path),
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  };
  return { context, out, err };
}

const questions = [
  {
    QuestionId: 'mood',
    QuestionHtml: '<p>How is your mood?<script>x()</script></p>',
    Answers: [
      { Label: 'Good', Value: 'good' },
      { Label: 'Low', Value: 'low' },
    ],
  },
];

/** Asks the question set above, through the command. */
async function setQuestions() {
  writeFileSync(
    join(folder, 'survey.json'),
    JSON.stringify({ Questions: questions, OutroHtml: '<p>Ta</p>' }),
  );
  const { context, err } = capture();
  expect(await runProvider(['set-survey-questions', 'survey.json'], context)).toBe(0);
  expect(err).toEqual([]);
}

describe('set-survey-questions', () => {
  it('replaces the questions and the outro from a JSON file, sanitised, and audits it', async () => {
    writeFileSync(
      join(folder, 'survey.json'),
      JSON.stringify({ Questions: questions, OutroHtml: '<p>Ta</p>' }),
    );
    const { context, out, err } = capture();
    expect(await runProvider(['set-survey-questions', 'survey.json'], context)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual(['mood  2 answers', 'The survey asks 1 questions; the outro was replaced.']);
    const draft = await getDraft(t, await surveyToken(t, riley));
    expect(draft.Questions.map((q) => [q.QuestionId, q.QuestionString])).toEqual([
      ['mood', '<p>How is your mood?</p>'],
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'survey.questionsReplaced')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a file that is not JSON or not a question set, with its usage, changing nothing', async () => {
    await setQuestions();
    writeFileSync(join(folder, 'broken.json'), '{ "Questions": [');
    writeFileSync(join(folder, 'empty.json'), JSON.stringify({ Questions: [] }));
    for (const file of ['broken.json', 'empty.json']) {
      const { context, err } = capture();
      expect(await runProvider(['set-survey-questions', file], context), file).toBe(2);
      expect(err.join('\n')).toContain('Usage:');
    }
    const active = await t.database.db
      .selectFrom('survey_questions')
      .select('id')
      .where('active', '=', 1)
      .execute();
    expect(active.map((q) => q.id)).toEqual(['mood']);
  });
});

describe('export-surveys', () => {
  it('writes one JSON file per submitted survey and prints the time to pass as --since next time', async () => {
    await setQuestions();
    const take = async (person: SurveyPerson, accept: boolean) => {
      const token = await surveyToken(t, person);
      const draft = await getDraft(t, token);
      await update(t, token, {
        FormID: draft.FormID,
        AcceptedTerms: accept,
        Questions: accept ? allAnswered(draft) : [],
      });
      await submit(t, token);
      return draft.FormID;
    };
    const completed = await take(riley, true);
    t.clock.advanceMinutes(10);
    const refused = await take(alex, false);

    const { context, out } = capture();
    expect(await runProvider(['export-surveys', 'out'], context)).toBe(0);
    const files = readdirSync(join(folder, 'out')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(new RegExp(`-completed-${completed}\\.json$`));
    expect(files[1]).toMatch(new RegExp(`-refused-${refused}\\.json$`));
    const first = JSON.parse(readFileSync(join(folder, 'out', files[0] as string), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(first).toMatchObject({
      FormId: completed,
      ClaimNumber: riley.ClaimNumber,
      AcceptedTerms: true,
      Answers: [{ QuestionId: 'mood', Label: 'Good', Value: 'good' }],
    });
    const refusedAt = t.clock.now().toISOString();
    expect(out.at(-1)).toBe(`Exported 2 surveys to ${join(folder, 'out')}. Next time: --since ${refusedAt}`);

    const since = capture();
    expect(
      await runProvider(['export-surveys', 'newer', '--since', refusedAt, '--status=refused'], since.context),
    ).toBe(0);
    expect(readdirSync(join(folder, 'newer'))).toEqual([files[1]]);
  });

  it('refuses a bad --status or --since with its usage', async () => {
    for (const args of [
      ['--status', 'open'],
      ['--since', 'yesterday'],
    ]) {
      const { context, err } = capture();
      expect(await runProvider(['export-surveys', 'x', ...args], context)).toBe(2);
      expect(err.join('\n')).toContain('Usage:');
    }
  });
});
