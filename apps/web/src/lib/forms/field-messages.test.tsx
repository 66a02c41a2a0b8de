import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstMessagePerField, useShownErrors } from './field-messages';

describe('firstMessagePerField (part 2 §5: one message a field)', () => {
  it('keeps the first message of each field and adds to what a field already says', () => {
    const issues = [
      { path: ['Message'], message: 'Enter a message' },
      { path: ['Message'], message: 'Too long' },
      { path: ['Category', 'Id'], message: 'Choose a type' },
    ];
    expect(firstMessagePerField(issues)).toEqual({ Message: 'Enter a message', Category: 'Choose a type' });
    expect(firstMessagePerField(issues, { Message: 'Kept' })).toEqual({
      Message: 'Kept',
      Category: 'Choose a type',
    });
  });
});

describe('useShownErrors', () => {
  const errors = { Type: 'Choose a type', Files: 'Add a file' };
  const fieldIds = { Type: 'form-type', Text: 'form-text', Files: 'form-files' };

  it("shows a field's message once it was left, and no summary before the form was tried", () => {
    const { result } = renderHook(() => useShownErrors(errors, fieldIds, 0));
    expect(result.current.shown('Type')).toBeUndefined();
    act(() => result.current.touch('Type'));
    expect(result.current.shown('Type')).toBe('Choose a type');
    expect(result.current.shown('Files')).toBeUndefined();
    expect(result.current.summary).toEqual([]);
  });

  it('shows every message once the form was tried, the summary in the order of the fields', () => {
    const { result } = renderHook(() => useShownErrors(errors, fieldIds, 1));
    expect(result.current.shown('Files')).toBe('Add a file');
    expect(result.current.summary).toEqual([
      { fieldId: 'form-type', message: 'Choose a type' },
      { fieldId: 'form-files', message: 'Add a file' },
    ]);
  });
});
