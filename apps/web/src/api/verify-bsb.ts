import { endpoints } from '@portal/contract';
import { callEndpoint } from '../lib/api-client';

/**
 * The bank name for a BSB sent as NNN-NNN (spec part 1 §5, §7 verifybsb); empty text means the
 * directory does not know it. Shared here because the reimbursement payee's BSB is looked up the same
 * way as My Details' own (features/account keeps its earlier copy, lookUpBsb, until it moves here).
 */
export async function lookUpBankName(bsb: string, signal?: AbortSignal): Promise<string> {
  const answer = await callEndpoint(endpoints.verifyBsb, { Bsb: bsb }, signal ? { signal } : {});
  return answer.BankName.trim();
}
