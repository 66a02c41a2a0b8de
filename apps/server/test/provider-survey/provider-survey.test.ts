import { serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callProvider, newProviderKey } from '../provider-api/provider-test-support.js';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  alex,
  allAnswered,
  answersOfForm,
  getDraft,
  keepSeededSurvey,
  riley,
  seedDemo,
  submit,
  surveyToken,
  update,
} from '../survey/survey-fixtures.js';

let t: TestApp;
let key: string;
let seededSurvey: Awaited<ReturnType<typeof keepSeededSurvey>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
  key = (await newProviderKey(t)).key;
  seededSurvey = await keepSeededSurvey(t);
});
afterAll(async () => {
  await t.close();
});
// Tests replace the question set and the outro: each starts from the demo's seeded ones, with no survey.
beforeEach(async () => {
  await seededSurvey.restore();
});

const yesNo = [
  { Label: 'Yes', Value: 'yes' },
  { Label: 'No', Value: 'no' },
];
const questionSet = [
  { QuestionId: 'working', QuestionHtml: '<p>Are you <strong>working</strong>?</p>', Answers: yesNo },
  {
    QuestionId: 'pain',
    QuestionHtml: '<p>How is your pain?</p>',
    Answers: [
      { Label: 'Better', Value: '1' },
      { Label: 'The same', Value: '2' },
      { Label: 'Worse', Value: '3' },
    ],
  },
];

const put = (url: string, body: unknown) => callProvider(t.app, { method: 'PUT', url, key, body });
const read = (url: string) => callProvider(t.app, { method: 'GET', url, key });

type Results = {
  Results: {
    FormId: string;
    Status: string;
    ClaimNumber: string;
    ClaimantRef: string | null;
    AcceptedTerms: boolean;
    SubmittedAt: string;
    Answers: { QuestionId: string; QuestionHtml: string; Label: string; Value: string }[];
  }[];
  Total: number;
  Offset: number;
  Limit: number;
};

/** A survey taken through the claimant calls: completed with the first answers, or refused. */
async function takeSurvey(person: { ClaimNumber: string; DateOfBirth: string }, accept: boolean, pick = 0) {
  const token = await surveyToken(t, person);
  const draft = await getDraft(t, token);
  await update(t, token, {
    FormID: draft.FormID,
    AcceptedTerms: accept,
    Questions: accept ? allAnswered(draft, pick) : [],
  });
  expect((await submit(t, token)).statusCode).toBe(200);
  return draft.FormID;
}

describe('the survey definition', () => {
  it('reads the seeded questions and outro', async () => {
    const response = await read('/provider/v1/survey');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { Questions: { QuestionId: string }[]; OutroHtml: string };
    expect(body.Questions.map((q) => q.QuestionId)).toContain('health-overall');
    expect(body.OutroHtml).toContain('Thank you');
  });

  it('replaces the question set, in order, which claimants are then asked', async () => {
    const response = await put('/provider/v1/survey/questions', { Questions: questionSet });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Questions: questionSet });
    const draft = await getDraft(t, await surveyToken(t, riley));
    expect(draft.Questions.map((q) => [q.QuestionId, q.QuestionString, q.Answers])).toEqual(
      questionSet.map((q) => [q.QuestionId, q.QuestionHtml, q.Answers]),
    );
    // The seeded questions are retired, not deleted.
    const retired = await t.database.db
      .selectFrom('survey_questions')
      .select('id')
      .where('active', '=', 0)
      .execute();
    expect(retired.map((r) => r.id)).toContain('health-overall');
  });

  it('sanitises question HTML and refuses a question with nothing left to show (214), changing nothing', async () => {
    const unsafe = [{ ...questionSet[0], QuestionHtml: '<p onclick="x()">Working?<script>x()</script></p>' }];
    const stored = await put('/provider/v1/survey/questions', { Questions: unsafe });
    expect((stored.json() as { Questions: { QuestionHtml: string }[] }).Questions[0]?.QuestionHtml).toBe(
      '<p>Working?</p>',
    );
    const empty = await put('/provider/v1/survey/questions', {
      Questions: [
        ...questionSet,
        { QuestionId: 'x', QuestionHtml: '<script>alert(1)</script><p> </p>', Answers: yesNo },
      ],
    });
    expect(empty.statusCode).toBe(225);
    expect(empty.json()).toEqual([
      {
        Number: serverErrors.providerSurveyQuestionEmpty.Number,
        Message: 'Question "x" has no text left once unsafe HTML is removed.',
      },
    ]);
    expect(((await read('/provider/v1/survey')).json() as { Questions: unknown[] }).Questions).toHaveLength(
      1,
    );
  });

  it('answers 415 naming the problem for duplicate ids, duplicate values, no answers or a bad id', async () => {
    const bodies = [
      { Questions: [questionSet[0], questionSet[0]] },
      { Questions: [{ ...questionSet[0], Answers: [yesNo[0], yesNo[0]] }] },
      { Questions: [{ ...questionSet[0], Answers: [] }] },
      { Questions: [{ ...questionSet[0], QuestionId: 'has space' }] },
      { Questions: [] },
    ];
    for (const body of bodies) {
      const response = await put('/provider/v1/survey/questions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(415);
    }
  });

  it('takes answers no longer offered out of open drafts, and keeps those still offered', async () => {
    await put('/provider/v1/survey/questions', { Questions: questionSet });
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, {
      FormID: draft.FormID,
      AcceptedTerms: true,
      Questions: [
        { QuestionId: 'working', CurrentAnswer: yesNo[0] ?? null },
        { QuestionId: 'pain', CurrentAnswer: { Label: 'Worse', Value: '3' } },
      ],
    });
    // "pain" loses its option 3; "working" keeps its options but is reworded and relabelled.
    await put('/provider/v1/survey/questions', {
      Questions: [
        {
          ...questionSet[0],
          QuestionHtml: '<p>Are you at work?</p>',
          Answers: [{ Label: 'Yes, I am', Value: 'yes' }, yesNo[1]],
        },
        { ...questionSet[1], Answers: questionSet[1]?.Answers.slice(0, 2) },
      ],
    });
    expect((await answersOfForm(t, draft.FormID)).map((a) => a.question_id)).toEqual(['working']);
    const after = await getDraft(t, token);
    expect(after.Questions.map((q) => q.CurrentAnswer)).toEqual([{ Label: 'Yes, I am', Value: 'yes' }, null]);
  });

  it('replaces the outro, sanitised, which the outro call then answers', async () => {
    const response = await put('/provider/v1/survey/outro', {
      OutroHtml:
        '<h2>All done</h2><a href="javascript:x()">x</a><img src="https://cdn.example/ok.png" alt="">',
    });
    expect(response.statusCode).toBe(200);
    const expected = '<h2>All done</h2><a>x</a><img src="https://cdn.example/ok.png" alt="" />';
    expect((response.json() as { OutroHtml: string }).OutroHtml).toBe(expected);
    const token = await surveyToken(t, riley);
    const outro = await t.app.inject({
      method: 'POST',
      url: '/api/nid/getnidoutro',
      payload: { AccessToken: token },
    });
    expect((outro.json() as { OutroMessage: string }).OutroMessage).toBe(expected);
  });
});

describe('survey results', () => {
  beforeEach(async () => {
    await put('/provider/v1/survey/questions', { Questions: questionSet });
  });

  it('lists completed and refused surveys oldest first with their answers by question', async () => {
    const completed = await takeSurvey(riley, true, 1);
    t.clock.advanceMinutes(1);
    const refused = await takeSurvey(alex, false);
    const response = await read('/provider/v1/survey/results');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Results;
    expect(body).toMatchObject({ Total: 2, Offset: 0, Limit: 50 });
    expect(body.Results.map((r) => [r.FormId, r.Status, r.ClaimNumber, r.AcceptedTerms])).toEqual([
      [completed, 'completed', riley.ClaimNumber, true],
      [refused, 'refused', alex.ClaimNumber, false],
    ]);
    expect(body.Results[0]?.ClaimantRef).toEqual(expect.any(String));
    expect(body.Results[0]?.Answers).toEqual([
      { QuestionId: 'working', QuestionHtml: questionSet[0]?.QuestionHtml, Label: 'No', Value: 'no' },
      { QuestionId: 'pain', QuestionHtml: questionSet[1]?.QuestionHtml, Label: 'The same', Value: '2' },
    ]);
    expect(body.Results[1]?.Answers).toEqual([]);

    const onlyRefused = (await read('/provider/v1/survey/results?Status=refused')).json() as Results;
    expect(onlyRefused.Results.map((r) => r.FormId)).toEqual([refused]);
    const onlyCompleted = (await read('/provider/v1/survey/results?Status=completed')).json() as Results;
    expect(onlyCompleted.Results.map((r) => r.FormId)).toEqual([completed]);
  });

  it('never lists a draft, and keeps answers of a question retired after the survey was submitted', async () => {
    const submitted = await takeSurvey(riley, true);
    const token = await surveyToken(t, alex);
    await getDraft(t, token); // Alex's survey stays a draft
    await put('/provider/v1/survey/questions', { Questions: [questionSet[1]] });
    const body = (await read('/provider/v1/survey/results')).json() as Results;
    expect(body.Results.map((r) => r.FormId)).toEqual([submitted]);
    // Questions asked now come first, in order; the retired one last.
    expect(body.Results[0]?.Answers.map((a) => a.QuestionId)).toEqual(['pain', 'working']);
  });

  it('pages with Limit and Offset and filters with Since (inclusive)', async () => {
    const first = await takeSurvey(riley, true);
    t.clock.advanceMinutes(5);
    const since = t.clock.now().toISOString();
    const second = await takeSurvey(alex, true);
    const page = (await read('/provider/v1/survey/results?Limit=1&Offset=1')).json() as Results;
    expect(page).toMatchObject({ Total: 2, Offset: 1, Limit: 1 });
    expect(page.Results.map((r) => r.FormId)).toEqual([second]);
    const newer = (
      await read(`/provider/v1/survey/results?Since=${encodeURIComponent(since)}`)
    ).json() as Results;
    expect(newer.Results.map((r) => r.FormId)).toEqual([second]);
    const withOffset = (
      await read(`/provider/v1/survey/results?Since=${encodeURIComponent(since.replace('Z', '+00:00'))}`)
    ).json() as Results;
    expect(withOffset.Results.map((r) => r.FormId)).toEqual([second]);
    expect(first).not.toBe(second);
  });

  it('answers 415 for a bad Status, Since, Limit or Offset', async () => {
    for (const query of [
      'Status=open',
      'Since=yesterday',
      'Limit=0',
      'Limit=201',
      'Offset=-1',
      'Offset=99999999999',
    ]) {
      expect((await read(`/provider/v1/survey/results?${query}`)).statusCode, query).toBe(415);
    }
  });

  it('needs an API key: a survey or claimant token is not one', async () => {
    const token = await surveyToken(t, riley);
    const response = await callProvider(t.app, {
      method: 'GET',
      url: '/provider/v1/survey/results',
      key: token,
    });
    expect(response.statusCode).toBe(401);
    expect((await callProvider(t.app, { method: 'GET', url: '/provider/v1/survey' })).statusCode).toBe(401);
  });
});
