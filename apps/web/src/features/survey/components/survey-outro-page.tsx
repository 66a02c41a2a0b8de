import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import DOMPurify from 'dompurify';
import { messages } from '@portal/contract';
import { PageTitle } from '../../../components/layout/page-title';
import type { ScreenProps } from '../../../lib/routing/route-types';
import { useNidOutro } from '../api/get-nid-outro';
import { SURVEY_VALIDATION_PATH } from '../hooks/use-survey-failure';
import { surveyToken } from '../survey-token';
import './survey.css';

const t = messages.survey;

/**
 * /surveyoutro (spec part 2 §2 "Outro"): the provider's outro HTML, sanitised, and Register for a person
 * with no account, else Login. Reading it ends the survey session; the claimant's own session, if any,
 * is untouched.
 */
export function SurveyOutroPage({ meta }: ScreenProps) {
  // The token this page read the outro with; the read itself forgets it (get-nid-outro.ts).
  const [token] = useState(surveyToken.get);
  const outro = useNidOutro(token);

  if (token === '') return <Navigate to={SURVEY_VALIDATION_PATH} replace />;

  return (
    <section className="page survey">
      <PageTitle>{meta.title}</PageTitle>
      {outro.isError && <p className="notice notice--warning">{messages.alerts.requestFailed}</p>}
      {outro.data && (
        <>
          <div
            className="survey__outro provider-html"
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(outro.data.OutroMessage) }}
          />
          <div className="survey__actions">
            {outro.data.IsRegistered ? (
              <Link className="button button--primary" to="/login">
                {t.login}
              </Link>
            ) : (
              <Link className="button button--primary" to="/register">
                {t.register}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
