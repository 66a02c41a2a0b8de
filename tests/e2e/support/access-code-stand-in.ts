// The browser's access-code calls answered in the browser (page.route) instead of by the server, for
// journeys that need the access-code screens and what they unlock but do not test codes: the dark-mode
// walk. Codes are capped per account and destination per hour (ACCESS_CODE_HOURLY_LIMIT, 5) and the
// code journeys take all of Alex's, so a walk that really generated codes would starve them; and a
// stand-in secure token can open an edit form but never save one, so no account changes.
import { endpoints, serverErrors } from '@portal/contract';
import type { Page, Route } from 'playwright-core';

/** The code the stand-in refuses with error 49 ("incorrect"); any other four digits are accepted. */
export const WRONG_CODE = '0000';

const generate = [
  endpoints.generateSecurityCode,
  endpoints.generateSecurityCodeForLogin,
  endpoints.generateSecurityCodeWhileLoggedIn,
];
const validate = [
  endpoints.validateSecurityCode,
  endpoints.validateSecurityCodeForLogin,
  endpoints.validateSecurityCodeWhileLoggedIn,
];

function answer(route: Route, status: number, body: unknown): Promise<void> {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/**
 * From now on the page's code generation answers "sent by SMS and e-mail" and a check answers a
 * stand-in token, or error 49 for WRONG_CODE (the server's 225 with its error list).
 */
export async function standInForAccessCodes(page: Page): Promise<void> {
  for (const endpoint of generate) {
    await page.route(`**${endpoint.path}`, (route) => answer(route, 200, { SMS: true, Email: true }));
  }
  for (const endpoint of validate) {
    await page.route(`**${endpoint.path}`, (route) => {
      const { SecurityCode } = route.request().postDataJSON() as { SecurityCode?: string };
      return SecurityCode === WRONG_CODE
        ? answer(route, 225, [serverErrors.codeIncorrect])
        : answer(route, 200, { AccessToken: 'stand-in-secure-token' });
    });
  }
}
