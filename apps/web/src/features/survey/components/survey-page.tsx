import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages, type SurveyDraft } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { nidAssessmentKey, useNidAssessment } from '../api/get-nid-assessment';
import { SURVEY_VALIDATION_PATH, isSurveyExpired, useSurveyFailure } from '../hooks/use-survey-failure';
import { useSurveySubmit } from '../hooks/use-survey-submit';
import { useSurveyAnswers } from '../hooks/use-survey-answers';
import { useSurveyToken } from '../survey-token';
import { SurveyQuestionField, questionFieldId } from './survey-question-field';
import './survey.css';

const t = messages.survey;
const copy = { submit: 'Submit' }; // page copy

/**
 * The questions and Submit, which is available only when every question is answered (part 2 §2, §5):
 * until then it is aria-disabled with the reason beside it, reachable by Tab (issue 30 item 4).
 */
function SurveyForm({ token, draft }: { token: string; draft: SurveyDraft }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onFailure = useSurveyFailure();
  const submitSurvey = useSurveySubmit();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const onSaveFailed = useCallback(
    (failure: unknown) => {
      onFailure(failure);
      // Show what the server kept rather than a choice it did not save.
      void queryClient.invalidateQueries({ queryKey: nidAssessmentKey(token) });
    },
    [onFailure, queryClient, token],
  );
  const { values, choose, isComplete, settled } = useSurveyAnswers(draft, onSaveFailed);

  async function submit(): Promise<void> {
    if (!isComplete) {
      // Submit is unavailable until every question is answered (part 2 §5); pressed anyway, it takes the
      // claimant to the first question still on "Please Select" (issue 30 item 4).
      const unanswered = draft.Questions.find((question) => !values[question.QuestionId]);
      if (unanswered) document.getElementById(questionFieldId(unanswered.QuestionId))?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await settled();
      await submitSurvey();
      void navigate('/surveyoutro');
    } catch (failure) {
      onFailure(failure);
      setIsSubmitting(false);
    }
  }

  return (
    <form
      className="survey-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {draft.Questions.map((question) => (
        <SurveyQuestionField
          key={question.QuestionId}
          question={question}
          value={values[question.QuestionId] ?? ''}
          onChange={(value) => choose(question.QuestionId, value)}
          disabled={isSubmitting}
        />
      ))}
      <SubmitButton isBusy={isSubmitting} blockedReason={isComplete ? null : t.answerAll}>
        {copy.submit}
      </SubmitButton>
    </form>
  );
}

/** /survey (spec part 2 §2 "Survey"): needs the survey token and accepted terms. */
export function SurveyPage({ meta }: ScreenProps) {
  const token = useSurveyToken();
  const draft = useNidAssessment(token);

  if (token === '' || isSurveyExpired(draft.error)) return <Navigate to={SURVEY_VALIDATION_PATH} replace />;
  if (draft.data && draft.data.AcceptedTerms !== true) return <Navigate to="/surveyintro" replace />;

  return (
    <section className="page survey">
      <PageTitle>{meta.title}</PageTitle>
      {draft.isError && <p className="notice notice--warning">{messages.alerts.requestFailed}</p>}
      {draft.data && <SurveyForm key={draft.dataUpdatedAt} token={token} draft={draft.data} />}
    </section>
  );
}
