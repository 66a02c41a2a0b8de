import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMessage, messages, type SurveyLoginForm as SurveyLoginValues } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import { RefusalNotice } from '../../../components/ui/refusal-notice';
import { useBranding } from '../../../api/get-information';
import { errorsOf } from '../../../lib/error-alert';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { nidLogin } from '../api/nid-login';
import { surveyTask, surveyToken } from '../survey-token';
import { useTaskParams } from '../../../lib/routing/task-params';
import { SurveyLoginForm } from './survey-login-form';
import { keepTogether } from './keep-together';
import './survey.css';

/** "Need help?" shows after more than this many failed logins (spec part 2 §2). */
export const FAILED_LOGINS_BEFORE_HELP = 2;

/**
 * Survey identification, /surveyvalidation and /myneeds (spec part 2 §2 "Self-assessment survey"):
 * success stores the survey token, apart from any claimant session, and goes to the intro, or
 * straight to the survey when the terms were accepted before.
 */
export function SurveyValidationPage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const { providerName, providerPhone } = useBranding();
  const [failedLogins, setFailedLogins] = useState(0);
  const [refusal, setRefusal] = useState<string[]>([]);
  const { taskId } = useTaskParams();

  async function submit(values: SurveyLoginValues): Promise<void> {
    setRefusal([]);
    try {
      const answer = await nidLogin(values);
      surveyToken.set(answer.AccessToken);
      // Opened from Things to do, the survey's submit completes that request; opened otherwise, none.
      surveyTask.set(taskId);
      void navigate(answer.AcceptedTerms ? '/survey' : '/surveyintro');
    } catch (failure) {
      // Every error counts as a failed login (part 2 §4 "The failed-login counter increments on each error").
      setFailedLogins((count) => count + 1);
      setRefusal(errorsOf(failure).map((error) => error.Message));
    }
  }

  return (
    <section className="page survey">
      <PageTitle>{meta.title}</PageTitle>
      <p>{formatMessage(messages.survey.identify, { provider: providerName })}</p>
      <RefusalNotice className="survey__alert" attempt={failedLogins}>
        {refusal.length > 0 ? refusal.map((message) => <p key={message}>{message}</p>) : null}
      </RefusalNotice>
      {/* A refusal from the server belongs to the attempt it answered, not to a later one. */}
      <SurveyLoginForm onSubmit={submit} onInvalid={() => setRefusal([])} />
      {failedLogins > FAILED_LOGINS_BEFORE_HELP && (
        <p className="survey__help">
          {formatMessage(messages.survey.needHelp, { phone: keepTogether(providerPhone) })}
        </p>
      )}
    </section>
  );
}
