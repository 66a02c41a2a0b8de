import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorsOf, formatErrorAlert, formatUploadError } from './error-alert';

describe('error alert format (spec part 1 §8)', () => {
  it('shows every error as its message followed by "Error Code: " and the number', () => {
    expect(
      formatErrorAlert([
        { Number: 49, Message: 'The access code is incorrect.' },
        { Number: 50, Message: 'The access code has expired. Please request a new code.' },
      ]),
    ).toBe(
      'The access code is incorrect.\nError Code: 49\n\nThe access code has expired. Please request a new code.\nError Code: 50',
    );
  });

  it('shows only the error with a negative number when there is one', () => {
    expect(
      formatErrorAlert([
        { Number: 49, Message: 'First' },
        { Number: -7, Message: 'Negative wins' },
      ]),
    ).toBe('Negative wins\nError Code: -7');
  });

  it('formats an upload failure as "Error {number}: {message}"', () => {
    expect(formatUploadError({ Number: 170, Message: 'Document must be below 10MB' })).toBe(
      'Error 170: Document must be below 10MB',
    );
  });

  it('treats a failure that is not an ApiError as a script error', () => {
    expect(errorsOf(new TypeError('boom'))).toEqual([
      { Number: 3, Message: 'Your request could not be completed.' },
    ]);
    expect(errorsOf(new ApiError('business', 225, [{ Number: 56, Message: 'x' }]))).toEqual([
      { Number: 56, Message: 'x' },
    ]);
  });
});
