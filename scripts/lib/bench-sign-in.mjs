// The benches' sign-in: a demo claimant through the real login and claim selection, as a browser does.
/** The demo claim the benches sign in to (Alex's first). */
export const DEMO_CLAIM_NUMBER = '12/34567';

async function postJson(baseUrl, path, body) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json() };
}

/**
 * Signs a demo claimant in through the real login (SIGNIN_VERIFICATION=never on the bench's server) and
 * selects one of their claims; answers the access token. Alex on claim 12/34567 unless told otherwise.
 */
export async function signInWithClaim(
  baseUrl,
  password,
  { email = 'alex@example.com', claimNumber = DEMO_CLAIM_NUMBER } = {},
) {
  const login = await postJson(baseUrl, '/api/account/login', {
    AccessToken: '',
    EmailAddress: email,
    Password: password,
    RememberMe: false,
    DeviceType: 0,
  });
  if (login.status !== 200 || login.body.AccountActivated !== 2) {
    throw new Error(`sign-in of ${email} failed (${login.status} ${JSON.stringify(login.body)})`);
  }
  const token = login.body.AccessToken;
  const select = await postJson(baseUrl, '/api/claim/selectclaim', {
    AccessToken: token,
    Number: claimNumber,
  });
  if (select.status !== 200) {
    throw new Error(`selecting ${claimNumber} for ${email} failed ${JSON.stringify(select.body)}`);
  }
  return token;
}
