import { describe, expect, it } from 'vitest';
import { defaultBranding } from '@portal/contract';
import { forcedSubmitAlert } from './forced-submit-alert';

describe('forcedSubmitAlert (spec part 1 §5 "Registration extras")', () => {
  it('lists the address and terms lines in page order, then the help number', () => {
    expect(
      forcedSubmitAlert(
        { AgreeTerms: { message: 'x' }, HomeAddress: { message: 'Home Address required.' } },
        defaultBranding,
        ['HomeAddress', 'AgreeTerms'],
      ),
    ).toBe(
      [
        'Please resolve the following issues before submitting:',
        'Please select a valid home address',
        "Please read and agree to TAC's Terms & Conditions",
        'Having trouble? Call TAC on 1300 654 329',
      ].join('\n'),
    );
  });

  it('falls back to "Unexpected Form Error." with its steps when no problem is known', () => {
    expect(forcedSubmitAlert({}, { providerName: 'ACME', providerPhone: '1800 000 000' })).toBe(
      [
        'Unexpected Form Error.',
        'Please refresh the page and try again.',
        'If the problem persists, call ACME on 1800 000 000.',
      ].join('\n'),
    );
  });
});
