import type { CodeTypeValue } from '@portal/contract';

/**
 * The secure-update token an account-edit access code yields (spec part 1 §4 "Access codes", §6):
 * the bank, mobile or e-mail edit sends it in AccessToken. It lives in session storage for this tab
 * only, names the edit it was issued for, and the account page clears it when the edit ends or the
 * page is left.
 */
export interface SecureUpdateToken {
  AccessToken: string;
  CodeType: CodeTypeValue;
}

export const SECURE_UPDATE_TOKEN_KEY = 'portal.secureUpdateToken';

function isSecureUpdateToken(value: unknown): value is SecureUpdateToken {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.AccessToken === 'string' && v.AccessToken !== '' && [0, 1, 2].includes(v.CodeType as number)
  );
}

export function setSecureUpdateToken(token: SecureUpdateToken): void {
  sessionStorage.setItem(SECURE_UPDATE_TOKEN_KEY, JSON.stringify(token));
}

/** The held token, optionally only when it was issued for `codeType`. */
export function getSecureUpdateToken(codeType?: CodeTypeValue): SecureUpdateToken | null {
  const raw = sessionStorage.getItem(SECURE_UPDATE_TOKEN_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isSecureUpdateToken(value)) return null;
    return codeType === undefined || value.CodeType === codeType ? value : null;
  } catch {
    return null;
  }
}

export function clearSecureUpdateToken(): void {
  sessionStorage.removeItem(SECURE_UPDATE_TOKEN_KEY);
}
