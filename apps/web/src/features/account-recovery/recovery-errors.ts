import { HTTP_BUSINESS_ERROR, isInformationNotFound } from '@portal/contract';
import { ApiError } from '../../lib/api-error';

/**
 * Error 56 or any number above 450 on forgot username, forgot password and reset password means the
 * claimant's information was not found (spec part 1 §8); on reset only when the status is 225.
 */
export function isNotFoundFailure(
  failure: unknown,
  options: { requireBusinessStatus?: boolean } = {},
): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (options.requireBusinessStatus && failure.status !== HTTP_BUSINESS_ERROR) return false;
  return failure.errors.some((error) => isInformationNotFound(error.Number));
}
