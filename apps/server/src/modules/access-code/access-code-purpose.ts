import { CodeType, type CodeTypeValue } from '@portal/contract';

/**
 * What a code is for (access_codes.purpose). A code only ever validates for its own purpose, so a
 * code sent for a bank change cannot complete a sign-in (issue 3 "Access codes").
 */
export type AccessCodePurpose = 'registration' | 'login' | 'mobile' | 'email' | 'bank';

/** The three call families: no suffix (activation), `forlogin`, `whileloggedin` (spec part 1 §7). */
export type AccessCodeFlow = 'registration' | 'login' | 'edit';

const editPurposeByCodeType: Record<CodeTypeValue, AccessCodePurpose> = {
  [CodeType.Mobile]: 'mobile',
  [CodeType.Email]: 'email',
  [CodeType.Bank]: 'bank',
};

const codeTypeByEditPurpose: Partial<Record<AccessCodePurpose, CodeTypeValue>> = {
  mobile: CodeType.Mobile,
  email: CodeType.Email,
  bank: CodeType.Bank,
};

export const EDIT_PURPOSES: readonly AccessCodePurpose[] = ['mobile', 'email', 'bank'];

/** The purpose a generation call is for: the CodeType only matters when signed in (part 1 §3). */
export function purposeFor(flow: AccessCodeFlow, codeType: CodeTypeValue): AccessCodePurpose {
  if (flow === 'edit') return editPurposeByCodeType[codeType];
  return flow;
}

/**
 * The purposes one live code is chosen among. The validation request carries no CodeType, so while
 * signed in the three edit purposes form one family with at most one live code (a new one replaces
 * any other of the family).
 */
export function purposeFamily(flow: AccessCodeFlow): readonly AccessCodePurpose[] {
  return flow === 'edit' ? EDIT_PURPOSES : [flow];
}

export function codeTypeOfEditPurpose(purpose: string): CodeTypeValue | undefined {
  return codeTypeByEditPurpose[purpose as AccessCodePurpose];
}
