import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatMessage, messages, type SurveyDraft } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { useBranding } from '../../../api/get-information';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { nidAssessmentKey, useNidAssessment } from '../api/get-nid-assessment';
import { updateNidAssessment } from '../api/update-nid-assessment';
import { useSurveySubmit } from '../hooks/use-survey-submit';
import { SURVEY_VALIDATION_PATH, isSurveyExpired, useSurveyFailure } from '../hooks/use-survey-failure';
import { useSurveyToken } from '../survey-token';
import { keepTogether } from './keep-together';
import './survey.css';

const t = messages.survey;

/** Page copy of the intro (spec part 2 §2 "Intro"); the prompt and buttons come from the contract. */
const copy = {
  thanks: 'Thank you for taking part in the {provider} self-assessment.',
  about:
    'Your answers help us understand how your recovery is going so that we can offer the right support at the right time.',
  distressed:
    'If answering these questions makes you feel distressed, call us on {phone}. You can also call Lifeline on 13 11 14 at any time.',
  readMore: 'Before you start, please read our',
  notice: 'information collection notice',
  and: 'and',
  privacy: 'privacy policy',
};

/**
 * Survey intro (spec part 2 §2, §4): Yes accepts the terms and opens the survey; No records the
 * refusal, submits it and goes to the outro.
 */
export function SurveyIntroPage({ meta }: ScreenProps) {
  const token = useSurveyToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { providerName, providerPhone } = useBranding();
  const draft = useNidAssessment(token);
  const onFailure = useSurveyFailure();
  const submitSurvey = useSurveySubmit();
  const [isBusy, setIsBusy] = useState(false);

  if (token === '' || isSurveyExpired(draft.error)) return <Navigate to={SURVEY_VALIDATION_PATH} replace />;

  async function answer(accepted: boolean, form: SurveyDraft): Promise<void> {
    setIsBusy(true);
    try {
      await updateNidAssessment({ FormID: form.FormID, AcceptedTerms: accepted, Questions: [] });
      if (accepted) {
        queryClient.setQueryData(nidAssessmentKey(token), { ...form, AcceptedTerms: true });
        void navigate('/survey');
      } else {
        await submitSurvey();
        void navigate('/surveyoutro');
      }
    } catch (failure) {
      onFailure(failure);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section className="page survey">
      <PageTitle>{meta.title}</PageTitle>
      <p>{formatMessage(copy.thanks, { provider: providerName })}</p>
      <p>
        {t.duration} {copy.about}
      </p>
      <p>{formatMessage(copy.distressed, { phone: keepTogether(providerPhone) })}</p>
      <p>
        {copy.readMore} <Link to="/notice">{copy.notice}</Link> {copy.and}{' '}
        <Link to="/privacypolicy">{copy.privacy}</Link>.
      </p>
      <h2 className="survey__prompt">{t.continuePrompt}</h2>
      {draft.isError && <p className="notice notice--warning">{messages.alerts.requestFailed}</p>}
      <div className="survey__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!draft.data || isBusy}
          onClick={() => draft.data && void answer(true, draft.data)}
        >
          {t.yes}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!draft.data || isBusy}
          onClick={() => draft.data && void answer(false, draft.data)}
        >
          {t.no}
        </button>
      </div>
    </section>
  );
}
