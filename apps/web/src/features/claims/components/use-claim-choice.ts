import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Claim } from '@portal/contract';
import { isDroppedOnClaimChange } from '../../../api/query-scope';
import { alertErrors } from '../../../lib/error-alert';
import { selectClaim } from '../api/select-claim';

/**
 * Choosing a claim (spec part 1 §4 "Claims"): selectclaim must answer true before the claim is stored
 * and the user goes to /claim. Cached answers of the previous claim are dropped first, so a switch
 * never shows the old claim's inbox, drafts or account data.
 */
export function useClaimChoice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isChoosing, setIsChoosing] = useState(false);

  const choose = useCallback(
    async (claim: Claim, claimCount: number) => {
      setIsChoosing(true);
      try {
        if (!(await selectClaim(claim, claimCount))) return;
        queryClient.removeQueries({ predicate: isDroppedOnClaimChange });
        await navigate('/claim');
      } catch (failure) {
        alertErrors(failure);
      } finally {
        setIsChoosing(false);
      }
    },
    [navigate, queryClient],
  );

  return { choose, isChoosing };
}
