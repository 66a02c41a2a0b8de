import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACCOUNT_UPDATED_TYPES,
  brandingValues,
  composeRedirectToast,
  formatMessage,
  type AccountUpdatedOutcome,
  type AccountUpdatedType,
} from '@portal/contract';
import { useBranding } from '../../../api/get-information';

function isUpdatedType(value: string | null): value is AccountUpdatedType {
  return (ACCOUNT_UPDATED_TYPES as readonly string[]).includes(value ?? '');
}

/** The toast /account?type=..&success=.. shows (spec part 1 §4 "My Details"); '' when none. */
export function useRedirectToast(): string {
  const [params] = useSearchParams();
  const branding = useBranding();
  const type = params.get('type');
  const success = params.get('success');
  return useMemo(() => {
    if (!isUpdatedType(type) || success === null) return '';
    const outcome: AccountUpdatedOutcome =
      success === 'error' || success === 'approval' ? success : 'success';
    return formatMessage(composeRedirectToast(type, outcome), brandingValues(branding));
  }, [type, success, branding]);
}
