import { endpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyToken } from '../survey-token';
import { callSurveyEndpoint } from './survey-client';

export const nidOutroKey = (token: string) => ['survey', 'outro', token] as const;

/**
 * POST /api/nid/getnidoutro (spec part 2 §7). Reading the outro ends the survey session ("The user is
 * logged out"): the server revokes the token, and the browser forgets it once the answer is in.
 */
export const nidOutroQuery = (token: string) =>
  queryOptions({
    queryKey: nidOutroKey(token),
    queryFn: async () => {
      const outro = await callSurveyEndpoint(endpoints.getNidOutro, { AccessToken: token });
      surveyToken.clear();
      return outro;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useNidOutro(token: string) {
  return useQuery({ ...nidOutroQuery(token), enabled: token !== '' });
}
