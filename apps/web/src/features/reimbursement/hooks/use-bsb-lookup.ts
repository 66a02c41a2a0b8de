import { useEffect, useState } from 'react';
import { isValidBsb, normaliseBsb } from '@portal/contract';
import { lookUpBankName } from '../../../api/verify-bsb';
import type { BsbLookup } from './reimbursement-rules';

/**
 * Looks up the payee's BSB with verifybsb whenever it holds six digits (spec part 1 §5: "must be
 * recognised by lookup, else invalid and bank name cleared"). A newer BSB cancels the older lookup,
 * so a slow answer never names the bank of a BSB the claimant has already changed. A failed call
 * reads as unknown: the BSB cannot be shown as recognised.
 */
export function useBsbLookup(bsb: string, isWanted: boolean): BsbLookup {
  const key = isWanted && isValidBsb(bsb) ? normaliseBsb(bsb) : '';
  const [answer, setAnswer] = useState<{ key: string; lookup: BsbLookup }>({
    key: '',
    lookup: { state: 'idle' },
  });

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    lookUpBankName(key, controller.signal).then(
      (bankName) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, lookup: bankName === '' ? { state: 'unknown' } : { state: 'known', bankName } });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ key, lookup: { state: 'unknown' } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === '') return { state: 'idle' };
  return answer.key === key ? answer.lookup : { state: 'pending' };
}
