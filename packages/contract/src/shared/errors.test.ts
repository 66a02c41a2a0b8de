import { describe, expect, it } from 'vitest';
import { expiredTokenErrors, expiredTokenNumbers, findServerError, serverErrors } from './errors.js';
import { surveyMessages } from '../survey/messages.js';

/** The spec's fixed numbers (part 1 §8, RESOLUTIONS.md "The wire contract"). */
const FIXED = [8, 18, 21, 22, 24, 28, 49, 50, 56, 80, 86];

describe('the error catalogue', () => {
  it('gives every entry its own number, and ours lie in 100-399 so they never reuse a fixed one', () => {
    const numbers = Object.values(serverErrors).map((e) => e.Number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) {
      if (!FIXED.includes(number)) {
        expect(number).toBeGreaterThanOrEqual(100);
        expect(number).toBeLessThanOrEqual(399);
      }
    }
    expect(expiredTokenNumbers.every((n) => FIXED.includes(n))).toBe(true);
  });

  it('keeps the expired-token entries (the web entry reads them alone) the ones the catalogue has', () => {
    expect(Object.values(expiredTokenErrors).map((e) => e.Number)).toEqual(expiredTokenNumbers);
    for (const [name, item] of Object.entries(expiredTokenErrors))
      expect(serverErrors[name as keyof typeof serverErrors]).toEqual(item);
  });

  it('numbers the survey errors 190-194 and the provider survey error 214', () => {
    expect(
      [
        'surveyNotMatched',
        'surveyQuestionUnknown',
        'surveyAnswerInvalid',
        'surveyIncomplete',
        'surveyAlreadySubmitted',
        'providerSurveyQuestionEmpty',
      ].map((name) => serverErrors[name as keyof typeof serverErrors].Number),
    ).toEqual([190, 191, 192, 193, 194, 214]);
    expect(findServerError(193)?.Message).toBe('Please answer every question');
    // The survey page's own hint is the same text the server answers.
    expect(surveyMessages.answerAll).toBe(serverErrors.surveyIncomplete.Message);
  });
});
