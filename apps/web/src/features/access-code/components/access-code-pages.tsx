import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CodeType, codeTypeSchema, type CodeTypeValue } from '@portal/contract';
import type { AccessCodePurpose } from '../access-code-purpose';
import { AccessCodeScreen } from './access-code-screen';

/**
 * The routes that show the access code page (spec part 1 §2): /activate (registration or a
 * not-activated account), /verify (sign-in verification), /activationaccountdetails (before a
 * mobile or e-mail edit, and bank) and /activationbankdetails (verify bank details).
 */
export function ActivatePage() {
  const purpose = useMemo((): AccessCodePurpose => ({ kind: 'activation' }), []);
  return <AccessCodeScreen purpose={purpose} />;
}

export function VerifyPage() {
  const purpose = useMemo((): AccessCodePurpose => ({ kind: 'login' }), []);
  return <AccessCodeScreen purpose={purpose} />;
}

/** Route state /activationaccountdetails needs: the edit the code unlocks (Mobile=0, Email=1, Bank=2). */
export interface AccessCodeRouteState {
  codeType: CodeTypeValue;
}

function codeTypeFrom(state: unknown): CodeTypeValue | null {
  if (typeof state !== 'object' || state === null) return null;
  const parsed = codeTypeSchema.safeParse((state as { codeType?: unknown }).codeType);
  return parsed.success ? parsed.data : null;
}

/** Editing bank, mobile or e-mail first sets the code type and comes here (part 1 §4). */
export function ActivationAccountDetailsPage() {
  const location = useLocation();
  const codeType = codeTypeFrom(location.state);
  const purpose = useMemo(
    (): AccessCodePurpose | null => (codeType === null ? null : { kind: 'account-edit', codeType }),
    [codeType],
  );
  // Without a code type there is no edit to unlock: back to My Details.
  if (purpose === null) return <Navigate to="/account" replace />;
  return <AccessCodeScreen key={codeType} purpose={purpose} />;
}

export function ActivationBankDetailsPage() {
  const purpose = useMemo((): AccessCodePurpose => ({ kind: 'account-edit', codeType: CodeType.Bank }), []);
  return <AccessCodeScreen purpose={purpose} />;
}
