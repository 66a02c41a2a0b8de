import type { EndpointDefinition, ResponseOf } from '@portal/contract';
import { createApiClient, type CallOptions, type RequestBody } from '../../../lib/api-client';
import { readApiBaseUrl } from '../../../lib/envelope';
import { surveyToken } from '../survey-token';

/**
 * The survey's own API client (issue 14 "the two sessions stay apart"): it carries the survey token,
 * never the claimant's, and only the five /api/nid calls go through it. An expired survey token ends
 * the survey session only; the claimant's session (and its sign-out to /login) is not touched. The
 * screens send the person back to /surveyvalidation (isSurveyExpired).
 */
const client = createApiClient({
  getAccessToken: surveyToken.get,
  onSessionExpired: surveyToken.clear,
  baseUrl: readApiBaseUrl(),
});

export function callSurveyEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  body: RequestBody<E>,
  options?: CallOptions,
): Promise<ResponseOf<E>> {
  return client.callEndpoint(endpoint, body, options);
}
