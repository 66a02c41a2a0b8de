import { describe, expect, it } from 'vitest';
import { isTypedSignatureComplete, signingMethod, typedSignatureErrors } from './use-authority-form';

const typed = { name: 'Alex Citizen', isDeclared: true };
const blank = { name: '', isDeclared: false };

describe('which signature is sent (issue 13 "equal standing")', () => {
  it('sends nothing while neither way is complete', () => {
    expect(signingMethod(null, false, blank)).toBeNull();
    expect(signingMethod('typed', false, { name: 'Alex', isDeclared: false })).toBeNull();
  });

  it('sends the way used last while both are complete', () => {
    expect(signingMethod('drawn', true, typed)).toBe('drawn');
    expect(signingMethod('typed', true, typed)).toBe('typed');
  });

  it('falls back to the complete way when the last one used is not complete', () => {
    expect(signingMethod('typed', true, { name: 'Alex', isDeclared: false })).toBe('drawn');
    expect(signingMethod('drawn', false, typed)).toBe('typed');
  });
});

describe('typed signature rules (ours, issue 13)', () => {
  it('asks nothing of a claimant who has not started typing', () => {
    expect(typedSignatureErrors(blank)).toEqual({});
    expect(isTypedSignatureComplete(blank)).toBe(false);
  });

  it('needs both the name and the declaration', () => {
    expect(typedSignatureErrors({ name: 'Alex', isDeclared: false })).toEqual({
      declaration: 'Please confirm the declaration to sign with your typed name',
    });
    expect(typedSignatureErrors({ name: '   ', isDeclared: true })).toEqual({
      name: 'Type your full name to sign',
    });
    expect(isTypedSignatureComplete(typed)).toBe(true);
  });
});
