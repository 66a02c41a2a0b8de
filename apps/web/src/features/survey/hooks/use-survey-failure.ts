import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { alertErrors } from '../../../lib/error-alert';

export const SURVEY_VALIDATION_PATH = '/surveyvalidation';

/** The survey token expired or was refused: the survey client has already forgotten it. */
export function isSurveyExpired(failure: unknown): boolean {
  return failure instanceof ApiError && failure.isSessionExpired;
}

/**
 * A failed survey call: an expired survey session goes back to identification (never to /login, and
 * the claimant's own session is untouched); anything else is alerted as the spec's shared handler
 * does (part 1 §8).
 */
export function useSurveyFailure(): (failure: unknown) => void {
  const navigate = useNavigate();
  return useCallback(
    (failure: unknown) => {
      if (isSurveyExpired(failure)) void navigate(SURVEY_VALIDATION_PATH, { replace: true });
      else alertErrors(failure);
    },
    [navigate],
  );
}
