import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountUpdatedType } from '@portal/contract';
import { clearSecureUpdateToken } from '../../../lib/secure-update-token';
import { accountKeyPrefix } from '../../../api/get-account';

/**
 * After any account edit succeeds (spec part 1 §4 "My Details"): the secure token is spent, the
 * account is read again and /accountupdated/{type}/success tells the claimant.
 */
export function useAccountSaved(): (type: AccountUpdatedType) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (type: AccountUpdatedType) => {
      clearSecureUpdateToken();
      await queryClient.invalidateQueries({ queryKey: accountKeyPrefix });
      await navigate(`/accountupdated/${type}/success`);
    },
    [navigate, queryClient],
  );
}
