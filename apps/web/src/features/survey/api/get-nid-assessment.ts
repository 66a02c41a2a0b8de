import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callSurveyEndpoint } from './survey-client';

/** The draft belongs to the survey session it was read with; a new survey login reads it afresh. */
export const nidAssessmentKey = (token: string) => ['survey', 'assessment', token] as const;

/** POST /api/nid/getnidassessment (spec part 2 §7): the claim's draft with its questions. */
export const nidAssessmentQuery = (token: string) =>
  queryOptions({
    queryKey: nidAssessmentKey(token),
    queryFn: () => callSurveyEndpoint(endpoints.getNidAssessment, {}),
    staleTime: Infinity,
    retry: false,
  });

export function useNidAssessment(token: string) {
  return useQuery({ ...nidAssessmentQuery(token), enabled: token !== '' });
}
