import { endpoints, messages, type NidLoginResponse, type SurveyLoginForm } from '@portal/contract';
import { callSurveyEndpoint } from './survey-client';

/**
 * POST /api/nid/nidlogin (spec part 2 §7). It carries the browser's previous survey token, if any, so
 * the server can revoke it (docs/adr/0026-survey-services-and-provider-html.md); the claimant's token never goes along.
 */
export function nidLogin(form: SurveyLoginForm): Promise<NidLoginResponse> {
  return callSurveyEndpoint(
    endpoints.nidLogin,
    { ClaimNumber: form.ClaimNumber, DateOfBirth: form.DateOfBirth, DeviceType: 0 },
    { loadingMessage: messages.shell.processing },
  );
}
