import {
  type GetNidAssessmentResponse,
  type GetNidOutroResponse,
  SURVEY_OUTRO_CONTENT_NAME,
  type SurveyAnswer,
  type UpdateNidAssessmentRequest,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { sanitizeProviderHtml } from '../../lib/safe-html.js';
import { recordAudit } from '../audit/audit.service.js';
import { hasAccountForClaimant } from '../claimant/claimant.service.js';
import type { DeliveryQueue } from '../deliveries/index.js';
import { completeTaskBySubmission } from '../tasks/index.js';
import { recordClaimEvent } from '../timeline/index.js';
import { findContentEntries } from '../content/index.js';
import type { SessionService } from '../session/session.service.js';
import type { AuthContext } from '../session/session.types.js';
import { countingAnswers, optionOf, type SurveyQuestion, toQuestion } from './survey-question-set.js';
import {
  DRAFT,
  type SurveyFormRow,
  deleteAnswers,
  findActiveQuestions,
  findAnswers,
  findClaimNumber,
  findDraftOfClaim,
  findForm,
  insertDraftIfAbsent,
  markSubmitted,
  updateDraft,
  upsertAnswer,
} from './survey.repository.js';

/**
 * The survey draft, its submission and the outro (spec part 2 §2 "Self-assessment survey", §3, §7).
 * The draft belongs to the claim, not to the session: a new survey login finds it again. A submitted
 * survey is final; the next getnidassessment starts a new draft. Every call here has a survey session
 * (session-access.ts), whose claimant and claim were identified by nidlogin.
 */

interface SurveyCaller {
  claimantId: string;
  claimId: string;
}

function callerOf(session: AuthContext): SurveyCaller {
  // nidlogin always sets both; a survey session without them cannot have been made by it.
  if (!session.claimantId || !session.selectedClaimId) throw new AppError('tokenWrongKind');
  return { claimantId: session.claimantId, claimId: session.selectedClaimId };
}

async function askedQuestions(db: Kysely<Database>): Promise<SurveyQuestion[]> {
  return (await findActiveQuestions(db)).map(toQuestion);
}

function flagOf(value: number | null): boolean | null {
  return value === null ? null : value === 1;
}

/** The claim's draft, made on first use; two racing calls get the same one (one draft per claim). */
async function draftOf(db: Kysely<Database>, caller: SurveyCaller, now: Date): Promise<SurveyFormRow> {
  const existing = await findDraftOfClaim(db, caller.claimId);
  if (existing) return existing;
  const at = toTimestamp(now);
  await insertDraftIfAbsent(db, {
    id: newId(),
    claimant_id: caller.claimantId,
    claim_id: caller.claimId,
    accepted_terms: null,
    status: DRAFT,
    created_at: at,
    updated_at: at,
    submitted_at: null,
  });
  const made = await findDraftOfClaim(db, caller.claimId);
  if (!made) throw new Error('survey draft missing right after it was made');
  return made;
}

export async function getAssessment(
  db: Kysely<Database>,
  session: AuthContext,
  now: Date,
): Promise<GetNidAssessmentResponse> {
  const draft = await draftOf(db, callerOf(session), now);
  const questions = await askedQuestions(db);
  const answers = countingAnswers(questions, await findAnswers(db, draft.id));
  return {
    FormID: draft.id,
    AcceptedTerms: flagOf(draft.accepted_terms),
    Questions: questions.map((q) => ({
      QuestionId: q.id,
      QuestionString: sanitizeProviderHtml(q.html),
      Answers: q.options,
      CurrentAnswer: answers.get(q.id) ?? null,
    })),
  };
}

/** Every listed answer checked against the question set before anything is written. */
function checkedAnswers(
  questions: readonly SurveyQuestion[],
  listed: UpdateNidAssessmentRequest['Questions'],
): Map<string, SurveyAnswer | null> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const checked = new Map<string, SurveyAnswer | null>();
  for (const item of listed) {
    const question = byId.get(item.QuestionId);
    if (!question) throw new AppError('surveyQuestionUnknown');
    if (item.CurrentAnswer === null) {
      checked.set(question.id, null);
      continue;
    }
    const option = optionOf(question, item.CurrentAnswer.Value);
    if (!option) throw new AppError('surveyAnswerInvalid');
    checked.set(question.id, option);
  }
  return checked;
}

export async function updateAssessment(
  db: Kysely<Database>,
  session: AuthContext,
  body: UpdateNidAssessmentRequest,
  now: Date,
): Promise<true> {
  const caller = callerOf(session);
  const answers = checkedAnswers(await askedQuestions(db), body.Questions);
  await db.transaction().execute(async (trx) => {
    const form = await findForm(trx, body.FormID);
    if (!form || form.claim_id !== caller.claimId) throw new AppError('notFound');
    const accepted = body.AcceptedTerms;
    const open = await updateDraft(trx, form.id, {
      accepted_terms: accepted ? 1 : 0,
      updated_at: toTimestamp(now),
    });
    if (!open) throw new AppError('surveyAlreadySubmitted');
    // A refusal keeps no answers: the person said no to the survey (part 2 §2 "No records refusal").
    if (!accepted) {
      await deleteAnswers(trx, form.id);
      return;
    }
    const cleared = [...answers].filter(([, answer]) => answer === null).map(([id]) => id);
    await deleteAnswers(trx, form.id, cleared);
    for (const [questionId, answer] of answers) {
      if (answer === null) continue;
      await upsertAnswer(trx, {
        form_id: form.id,
        question_id: questionId,
        label: answer.Label,
        value: answer.Value,
      });
    }
  });
  return true;
}

/**
 * Submits the claim's draft once: the conditional UPDATE decides between parallel submits (and locks
 * the row, so answers saved concurrently are either all in or all after). A draft whose terms were
 * refused submits as a refusal without answers; otherwise every asked question needs an answer that
 * still counts, or nothing changes. A TaskId names the request (issue 32) the survey completes, in the
 * same transaction, by its form id; a refusal of the terms is the claimant's answer and completes it too.
 */
export async function submitAssessment(
  db: Kysely<Database>,
  session: AuthContext,
  now: Date,
  client: { clientIp: string; requestId: string },
  deliveries: DeliveryQueue,
  taskId?: string,
): Promise<true> {
  const caller = callerOf(session);
  await db.transaction().execute(async (trx) => {
    const draft = await findDraftOfClaim(trx, caller.claimId);
    if (!draft) throw new AppError('draftNotFound');
    if (!(await markSubmitted(trx, draft.id, toTimestamp(now)))) throw new AppError('surveyAlreadySubmitted');
    // Read again under the row lock: an answer or terms change that committed meanwhile is included.
    const form = await findForm(trx, draft.id);
    const refused = form?.accepted_terms === 0;
    if (form?.accepted_terms === null) throw new AppError('surveyIncomplete');
    let answered = 0;
    if (refused) {
      await deleteAnswers(trx, draft.id);
    } else {
      const questions = await askedQuestions(trx);
      const stored = await findAnswers(trx, draft.id);
      const counted = countingAnswers(questions, stored);
      if (questions.some((q) => !counted.has(q.id))) throw new AppError('surveyIncomplete');
      // Answers to retired questions or withdrawn options do not belong to the submitted survey.
      await deleteAnswers(
        trx,
        draft.id,
        stored.filter((a) => !counted.has(a.question_id)).map((a) => a.question_id),
      );
      answered = counted.size;
    }
    await recordAudit(
      trx,
      {
        action: refused ? 'survey.refused' : 'survey.submitted',
        actorKind: 'claimant',
        claimantId: caller.claimantId,
        clientIp: client.clientIp,
        requestId: client.requestId,
        details: { formId: draft.id, claimId: caller.claimId, answered },
      },
      now,
    );
    if (taskId !== undefined) {
      await completeTaskBySubmission(
        trx,
        { taskId, action: 'survey', claimId: caller.claimId, submissionId: draft.id },
        now,
        deliveries,
      );
    }
    // What's happening (issue 32): the survey is a submission too, though not a Sent item.
    await recordClaimEvent(trx, {
      kind: 'submitted',
      claimId: caller.claimId,
      submissionId: draft.id,
      form: 'survey',
      inSentItems: false,
      at: now,
    });
    // With PROVIDER_WEBHOOK_URL set the provider is told, in this transaction (issue 29).
    const claimNumber = await findClaimNumber(trx, caller.claimId);
    if (claimNumber !== undefined) {
      await deliveries.enqueueProviderEvent(trx, {
        type: refused ? 'survey.refused' : 'survey.completed',
        data: { FormId: draft.id, ClaimNumber: claimNumber, SubmittedAt: toTimestamp(now) },
      });
    }
  });
  return true;
}

/** The outro, and the end of the survey session (part 2 §2 "The user is logged out"). */
export async function readOutro(
  deps: { db: Kysely<Database>; sessions: SessionService },
  session: AuthContext,
): Promise<GetNidOutroResponse> {
  const caller = callerOf(session);
  const entries = await findContentEntries(deps.db, SURVEY_OUTRO_CONTENT_NAME);
  const registered = await hasAccountForClaimant(deps.db, caller.claimantId);
  await deps.sessions.revoke(session.sessionId);
  return {
    OutroMessage: entries.map(sanitizeProviderHtml).join(''),
    IsRegistered: registered,
  };
}
