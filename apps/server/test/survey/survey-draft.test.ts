import { endpoints, serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  alex,
  allAnswered,
  answersOfForm,
  errorOf,
  formsOfClaim,
  getDraft,
  nidLogin,
  post,
  riley,
  seedDemo,
  surveyToken,
  update,
} from './survey-fixtures.js';

const n = (name: keyof typeof serverErrors) => serverErrors[name].Number;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts with no survey for any claim (forms cascade to their answers).
  await t.database.db.deleteFrom('survey_forms').execute();
  await t.database.db.deleteFrom('rate_limits').execute();
});

describe('getnidassessment', () => {
  it('answers a new draft with every seeded question, its options, no answers and the terms unanswered', async () => {
    const draft = await getDraft(t, await surveyToken(t, riley));
    const seeded = await t.database.db
      .selectFrom('survey_questions')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(draft.FormID).toEqual(expect.any(String));
    expect(draft.AcceptedTerms).toBeNull();
    expect(draft.Questions.map((q) => q.QuestionId)).toEqual(seeded.map((q) => q.id));
    expect(draft.Questions.length).toBeGreaterThanOrEqual(5);
    for (const q of draft.Questions) {
      expect(q.QuestionString).toMatch(/^<p>.+<\/p>$/);
      expect(q.Answers.length).toBeGreaterThanOrEqual(2);
      expect(q.CurrentAnswer).toBeNull();
    }
  });

  it('answers the same draft to parallel first calls: one draft per claim', async () => {
    const token = await surveyToken(t, riley);
    const drafts = await Promise.all(Array.from({ length: 8 }, () => getDraft(t, token)));
    expect(new Set(drafts.map((d) => d.FormID)).size).toBe(1);
    expect(await formsOfClaim(t, riley.ClaimNumber)).toHaveLength(1);
  });

  it('sanitises question HTML that was stored before the provider calls sanitised it', async () => {
    await t.database.db
      .updateTable('survey_questions')
      .set({ question_html: '<p onclick="steal()">How are you?<script>steal()</script></p>' })
      .where('id', '=', 'sleep')
      .execute();
    const draft = await getDraft(t, await surveyToken(t, riley));
    expect(draft.Questions.find((q) => q.QuestionId === 'sleep')?.QuestionString).toBe('<p>How are you?</p>');
  });
});

describe('updatenidassessment', () => {
  it('saves answers into the draft, matched by Value with the question’s own Label, and clears one with null', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    const [first, second] = draft.Questions;
    if (!first || !second) throw new Error('the seed has questions');
    const saved = await update(t, token, {
      FormID: draft.FormID,
      AcceptedTerms: true,
      Questions: [
        { QuestionId: first.QuestionId, CurrentAnswer: { Label: 'typed by the client', Value: '2' } },
        { QuestionId: second.QuestionId, CurrentAnswer: second.Answers[0] ?? null },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toBe(true);
    const after = await getDraft(t, token);
    expect(after.AcceptedTerms).toBe(true);
    expect(after.Questions[0]?.CurrentAnswer).toEqual(first.Answers.find((a) => a.Value === '2'));
    expect(after.Questions[1]?.CurrentAnswer).toEqual(second.Answers[0]);

    await update(t, token, {
      FormID: draft.FormID,
      AcceptedTerms: true,
      Questions: [{ QuestionId: first.QuestionId, CurrentAnswer: null }],
    });
    const cleared = await getDraft(t, token);
    expect(cleared.Questions[0]?.CurrentAnswer).toBeNull();
    // A question left out of the call keeps its answer.
    expect(cleared.Questions[1]?.CurrentAnswer).toEqual(second.Answers[0]);
  });

  it('refuses an unknown question id with 191 and an answer the question does not offer with 192, saving nothing', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    const [first] = draft.Questions;
    if (!first) throw new Error('the seed has questions');
    const good = { QuestionId: first.QuestionId, CurrentAnswer: first.Answers[0] ?? null };
    const cases = [
      [
        { QuestionId: 'no-such-question', CurrentAnswer: { Label: 'Yes', Value: '1' } },
        n('surveyQuestionUnknown'),
      ],
      [
        { QuestionId: first.QuestionId, CurrentAnswer: { Label: 'Excellent', Value: '99' } },
        n('surveyAnswerInvalid'),
      ],
      [
        { QuestionId: first.QuestionId, CurrentAnswer: { Label: 'Excellent', Value: 'Excellent' } },
        n('surveyAnswerInvalid'),
      ],
      [{ QuestionId: "'; drop table survey_answers; --", CurrentAnswer: null }, n('surveyQuestionUnknown')],
    ] as const;
    for (const [bad, number] of cases) {
      const response = await update(t, token, {
        FormID: draft.FormID,
        AcceptedTerms: true,
        Questions: [good, bad],
      });
      expect(errorOf(response)).toEqual({ status: 225, number });
    }
    expect(await answersOfForm(t, draft.FormID)).toEqual([]);
    const [form] = await formsOfClaim(t, riley.ClaimNumber);
    expect(form?.accepted_terms).toBeNull();
  });

  it('answers 415 for a malformed update and changes nothing', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    const bodies = [
      { FormID: draft.FormID, Questions: [] },
      { FormID: draft.FormID, AcceptedTerms: 'yes', Questions: [] },
      {
        FormID: draft.FormID,
        AcceptedTerms: true,
        Questions: [{ QuestionId: 'sleep', CurrentAnswer: 'Well' }],
      },
      { FormId: draft.FormID, AcceptedTerms: true, Questions: [] },
    ];
    for (const body of bodies) {
      const response = await post(t, endpoints.updateNidAssessment.path, { AccessToken: token, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(415);
    }
    expect(await answersOfForm(t, draft.FormID)).toEqual([]);
  });

  it('refuses another claim’s FormID with 103 and leaves that draft as it was (two claimants)', async () => {
    const rileyToken = await surveyToken(t, riley);
    const alexToken = await surveyToken(t, alex);
    const rileyDraft = await getDraft(t, rileyToken);
    const alexDraft = await getDraft(t, alexToken);
    const response = await update(t, rileyToken, {
      FormID: alexDraft.FormID,
      AcceptedTerms: true,
      Questions: allAnswered(alexDraft),
    });
    expect(errorOf(response)).toEqual({ status: 225, number: n('notFound') });
    expect(await answersOfForm(t, alexDraft.FormID)).toEqual([]);
    expect((await formsOfClaim(t, alex.ClaimNumber))[0]?.accepted_terms).toBeNull();
    const unknown = await update(t, rileyToken, { FormID: 'nope', AcceptedTerms: true, Questions: [] });
    expect(errorOf(unknown)).toEqual({ status: 225, number: n('notFound') });
    expect(rileyDraft.FormID).not.toBe(alexDraft.FormID);
  });

  it('keeps the draft with the claim across survey logins, and nidlogin tells the browser the terms were accepted', async () => {
    const first = await surveyToken(t, riley);
    const draft = await getDraft(t, first);
    const some = allAnswered(draft).slice(0, 2);
    await update(t, first, { FormID: draft.FormID, AcceptedTerms: true, Questions: some });

    const again = await nidLogin(t, riley);
    expect(again.json()).toMatchObject({ AcceptedTerms: true });
    const next = await getDraft(t, (again.json() as { AccessToken: string }).AccessToken);
    expect(next.FormID).toBe(draft.FormID);
    expect(next.AcceptedTerms).toBe(true);
    expect(next.Questions.slice(0, 2).map((q) => q.CurrentAnswer)).toEqual(some.map((a) => a.CurrentAnswer));
    expect(next.Questions.slice(2).every((q) => q.CurrentAnswer === null)).toBe(true);
  });

  it('records a refusal (AcceptedTerms false) and keeps no answers for it', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, {
      FormID: draft.FormID,
      AcceptedTerms: true,
      Questions: allAnswered(draft).slice(0, 1),
    });
    const refused = await update(t, token, {
      FormID: draft.FormID,
      AcceptedTerms: false,
      Questions: allAnswered(draft),
    });
    expect(refused.statusCode).toBe(200);
    const [form] = await formsOfClaim(t, riley.ClaimNumber);
    expect(form?.accepted_terms).toBe(0);
    expect(await answersOfForm(t, draft.FormID)).toEqual([]);
    expect((await nidLogin(t, riley)).json()).toMatchObject({ AcceptedTerms: false });
  });
});
