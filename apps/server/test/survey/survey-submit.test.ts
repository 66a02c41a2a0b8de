import { serverErrors } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../support/test-app.js';
import {
  allAnswered,
  answersOfForm,
  auditActions,
  errorOf,
  formsOfClaim,
  getDraft,
  nidLogin,
  riley,
  seedDemo,
  submit,
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
  // Each test starts with no survey for any claim (forms cascade to their answers), and with no audit
  // rows of another test's survey.
  await t.database.db.deleteFrom('survey_forms').execute();
  await t.database.db.deleteFrom('rate_limits').execute();
  await t.database.db.deleteFrom('audit_log').execute();
});

describe('submitnidassessment', () => {
  it('refuses a draft with an unanswered question with 193 and keeps it a draft', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, {
      FormID: draft.FormID,
      AcceptedTerms: true,
      Questions: allAnswered(draft).slice(1),
    });
    expect(errorOf(await submit(t, token))).toEqual({ status: 225, number: n('surveyIncomplete') });
    const [form] = await formsOfClaim(t, riley.ClaimNumber);
    expect(form).toMatchObject({ status: 'draft', submitted_at: null });
    expect(await auditActions(t, 'survey.submitted')).toEqual([]);
  });

  it('refuses to submit before the terms were answered with 193', async () => {
    const token = await surveyToken(t, riley);
    await getDraft(t, token);
    expect(errorOf(await submit(t, token))).toEqual({ status: 225, number: n('surveyIncomplete') });
  });

  it('answers 181 when the claim has no draft to submit', async () => {
    expect(errorOf(await submit(t, await surveyToken(t, riley)))).toEqual({
      status: 225,
      number: n('draftNotFound'),
    });
  });

  it('submits a draft with every question answered, keeps its answers and audits it', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    const answers = allAnswered(draft, 1);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: answers });
    const response = await submit(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    const [form] = await formsOfClaim(t, riley.ClaimNumber);
    expect(form).toMatchObject({
      status: 'submitted',
      accepted_terms: 1,
      submitted_at: t.clock.now().toISOString(),
    });
    expect((await answersOfForm(t, draft.FormID)).map((a) => a.value).sort()).toEqual(
      answers.map((a) => a.CurrentAnswer?.Value).sort(),
    );
    const audit = await auditActions(t, 'survey.submitted');
    expect(audit.at(-1)?.details).toContain(draft.FormID);
  });

  it('submits a refusal without answers (the intro’s No)', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: false, Questions: [] });
    expect((await submit(t, token)).statusCode).toBe(200);
    const [form] = await formsOfClaim(t, riley.ClaimNumber);
    expect(form).toMatchObject({ status: 'submitted', accepted_terms: 0 });
    expect((await auditActions(t, 'survey.refused')).at(-1)?.details).toContain(draft.FormID);
  });

  it('submits once when eight submits race; the others answer 194', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: allAnswered(draft) });
    const before = (await auditActions(t, 'survey.submitted')).length;
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(t, token)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect([n('surveyAlreadySubmitted'), n('draftNotFound')]).toContain(errorOf(r).number);
    }
    expect(await auditActions(t, 'survey.submitted')).toHaveLength(before + 1);
    expect(await formsOfClaim(t, riley.ClaimNumber)).toHaveLength(1);
  });

  it('refuses to change a submitted survey with 194, and starts a new draft at the next getnidassessment', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: allAnswered(draft, 0) });
    await submit(t, token);
    const late = await update(t, token, {
      FormID: draft.FormID,
      AcceptedTerms: true,
      Questions: allAnswered(draft, 2),
    });
    expect(errorOf(late)).toEqual({ status: 225, number: n('surveyAlreadySubmitted') });
    expect((await answersOfForm(t, draft.FormID)).every((a) => a.value === '1')).toBe(true);

    const login = await nidLogin(t, riley);
    expect(login.json()).toMatchObject({ AcceptedTerms: false });
    const fresh = await getDraft(t, (login.json() as { AccessToken: string }).AccessToken);
    expect(fresh.FormID).not.toBe(draft.FormID);
    expect(fresh.AcceptedTerms).toBeNull();
    expect(fresh.Questions.every((q) => q.CurrentAnswer === null)).toBe(true);
  });

  it('never loses an answer saved while a submit runs: the survey is either refused as incomplete or has it', async () => {
    const token = await surveyToken(t, riley);
    const draft = await getDraft(t, token);
    const answers = allAnswered(draft);
    await update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: answers.slice(1) });
    const [saved, submitted] = await Promise.all([
      update(t, token, { FormID: draft.FormID, AcceptedTerms: true, Questions: answers.slice(0, 1) }),
      submit(t, token),
    ]);
    const [form] = await formsOfClaim(t, riley.ClaimNumber);
    if (submitted.statusCode === 200) {
      // The submit saw the last answer: the update committed first.
      expect(saved.statusCode).toBe(200);
      expect(await answersOfForm(t, draft.FormID)).toHaveLength(answers.length);
    } else {
      expect(errorOf(submitted).number).toBe(n('surveyIncomplete'));
      expect(form?.status).toBe('draft');
    }
  });
});
