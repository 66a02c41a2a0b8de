import { SURVEY_OUTRO_CONTENT_NAME, endpoints } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/test-app.js';
import { DEFAULT_IP, errorsOf, post } from '../sign-in/sign-in-fixtures.js';

export { DEFAULT_IP, errorsOf, post };
export { DEMO_PASSWORD, seedDemo, tokenState, auditActions } from '../sign-in/sign-in-fixtures.js';

/** The demo people (db/seed/demo-people.ts) the survey is tried with. */
export const riley = { ClaimNumber: '34/56789', DateOfBirth: '01/05/1990' } as const;
export const alex = { ClaimNumber: '12/34567', DateOfBirth: '14/02/1985' } as const;
export const alexSecondClaim = { ClaimNumber: '12/34568', DateOfBirth: '14/02/1985' } as const;

export type SurveyPerson = { ClaimNumber: string; DateOfBirth: string };

export function nidLogin(t: TestApp, person: SurveyPerson, ip = DEFAULT_IP, accessToken = '') {
  return post(t, endpoints.nidLogin.path, { AccessToken: accessToken, DeviceType: 0, ...person }, ip);
}

/** A survey token for the person (fails the test when the login is refused). */
export async function surveyToken(t: TestApp, person: SurveyPerson, ip = DEFAULT_IP): Promise<string> {
  const response = await nidLogin(t, person, ip);
  if (response.statusCode !== 200) throw new Error(`nidlogin refused: ${response.body}`);
  return (response.json() as { AccessToken: string }).AccessToken;
}

export interface Draft {
  FormID: string;
  AcceptedTerms: boolean | null;
  Questions: {
    QuestionId: string;
    QuestionString: string;
    Answers: { Label: string; Value: string }[];
    CurrentAnswer: { Label: string; Value: string } | null;
  }[];
}

export async function getDraft(t: TestApp, token: string): Promise<Draft> {
  const response = await post(t, endpoints.getNidAssessment.path, { AccessToken: token });
  if (response.statusCode !== 200) throw new Error(`getnidassessment refused: ${response.body}`);
  return response.json() as Draft;
}

export function update(
  t: TestApp,
  token: string,
  body: {
    FormID: string;
    AcceptedTerms: boolean;
    Questions: { QuestionId: string; CurrentAnswer: { Label: string; Value: string } | null }[];
  },
) {
  return post(t, endpoints.updateNidAssessment.path, { AccessToken: token, ...body });
}

/** Every question answered with its option at `pick` (0 = the first). */
export function allAnswered(draft: Draft, pick = 0) {
  return draft.Questions.map((q) => ({
    QuestionId: q.QuestionId,
    CurrentAnswer: q.Answers[Math.min(pick, q.Answers.length - 1)] ?? null,
  }));
}

export function submit(t: TestApp, token: string) {
  return post(t, endpoints.submitNidAssessment.path, { AccessToken: token });
}

export function outro(t: TestApp, token: string) {
  return post(t, endpoints.getNidOutro.path, { AccessToken: token });
}

export function errorOf(response: LightMyRequestResponse) {
  return { status: response.statusCode, number: errorsOf(response)[0]?.Number };
}

/** Rows of the claim's survey forms, oldest first. */
export async function formsOfClaim(t: TestApp, claimNumber: string) {
  return t.database.db
    .selectFrom('survey_forms')
    .innerJoin('claims', 'claims.id', 'survey_forms.claim_id')
    .selectAll('survey_forms')
    .where('claims.number', '=', claimNumber)
    .orderBy('survey_forms.created_at')
    .execute();
}

export async function answersOfForm(t: TestApp, formId: string) {
  return t.database.db
    .selectFrom('survey_answers')
    .select(['question_id', 'label', 'value'])
    .where('form_id', '=', formId)
    .orderBy('question_id')
    .execute();
}

/**
 * The demo's survey questions and outro as seeded, taken once; `restore` puts them back with no survey
 * taken and no rate-limit rows, for the tests that replace the question set or the outro.
 */
export async function keepSeededSurvey(t: TestApp): Promise<{ restore(): Promise<void> }> {
  const db = t.database.db;
  const questions = await db.selectFrom('survey_questions').selectAll().execute();
  const outroRow = await db
    .selectFrom('content_items')
    .selectAll()
    .where('name', '=', SURVEY_OUTRO_CONTENT_NAME)
    .executeTakeFirstOrThrow();
  return {
    async restore() {
      await db.deleteFrom('survey_forms').execute();
      await db.deleteFrom('rate_limits').execute();
      await db.deleteFrom('survey_questions').execute();
      await db.insertInto('survey_questions').values(questions).execute();
      await db.deleteFrom('content_items').where('name', '=', SURVEY_OUTRO_CONTENT_NAME).execute();
      await db.insertInto('content_items').values(outroRow).execute();
    },
  };
}
