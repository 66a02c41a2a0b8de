import { endpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { alertErrors } from '../../../lib/error-alert';
import { accountKeyPrefix } from '../../../api/get-account';

/**
 * Closing the bank-details banner asks the server to mark the bank details verified (spec part 1 §2
 * "Claim home", §7 verifybankdetails); the account is then read again so the flag is fresh.
 */
export function useVerifyBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.verifyBankDetails, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeyPrefix }),
    onError: alertErrors,
  });
}
