import { useSyncExternalStore } from 'react';

/**
 * The survey login token (spec part 2 §2, §6: "Survey pages use a separate survey login token"),
 * kept apart from the claimant session (lib/session-store.ts): a claimant who is signed in can take
 * the survey and stays signed in (issue 14 "Beyond myTAC"), and signing out of the portal leaves the
 * survey alone. Session storage: the survey takes one sitting, and the token dies with the tab.
 */
export const SURVEY_TOKEN_KEY = 'portal.surveyToken';

const listeners = new Set<() => void>();

function read(): string {
  return window.sessionStorage.getItem(SURVEY_TOKEN_KEY) ?? '';
}

function changed(): void {
  for (const listener of listeners) listener();
}

export const surveyToken = {
  get: read,
  set(token: string): void {
    window.sessionStorage.setItem(SURVEY_TOKEN_KEY, token);
    changed();
  },
  /** The outro ends the survey session, as does an expired survey token. */
  clear(): void {
    window.sessionStorage.removeItem(SURVEY_TOKEN_KEY);
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current survey token ('' when there is none); re-renders when it changes. */
export function useSurveyToken(): string {
  // No survey is under way in a prerendered page (scripts/prerender.mjs).
  return useSyncExternalStore(surveyToken.subscribe, surveyToken.get, () => '');
}

/**
 * The request of Things to do (issue 32) the survey was opened for (/surveyvalidation?task=<id>): the
 * survey spans identification, intro, questions and outro, so it waits beside the token until the
 * submit names it (ADR 0041). Opened without one, the survey completes no request.
 */
export const SURVEY_TASK_KEY = 'portal.surveyTask';

export const surveyTask = {
  get: (): string | undefined => window.sessionStorage.getItem(SURVEY_TASK_KEY) ?? undefined,
  set(taskId: string | undefined): void {
    if (taskId === undefined) window.sessionStorage.removeItem(SURVEY_TASK_KEY);
    else window.sessionStorage.setItem(SURVEY_TASK_KEY, taskId);
  },
};
