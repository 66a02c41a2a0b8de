import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  claimNumberPartsSchema,
  claimNumberSchema,
  createDateOfBirthSchema,
  createRegistrationDateOfBirthSchema,
  createSurveyDateOfBirthSchema,
  firstNameSchema,
  joinClaimNumber,
  lastNameSchema,
  middleNameSchema,
  splitClaimNumber,
  surnameSchema,
} from './identity.js';

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;
const today = () => ({ year: 2024, month: 6, day: 15 });

describe('name rules', () => {
  it('accepts names with accents, hyphens, apostrophes and spaces', () => {
    for (const name of ['Ann', "O'Brien", 'Mary-Jane', 'José Luis', 'St. John', 'A']) {
      expect(firstNameSchema.safeParse(name).success).toBe(true);
    }
    expect(firstNameSchema.parse('  Ann  ')).toBe('Ann');
  });

  it('refuses empty, too long or non-name text with the field message', () => {
    expect(firstMessage(firstNameSchema, '')).toBe('Enter your First Name between 1-60 characters');
    expect(firstMessage(firstNameSchema, 'A'.repeat(61))).toBe(
      'Enter your First Name between 1-60 characters',
    );
    expect(firstNameSchema.safeParse('A'.repeat(60)).success).toBe(true);
    expect(firstMessage(firstNameSchema, 'Ann3')).toBe('Enter your First Name between 1-60 characters');
    expect(firstMessage(lastNameSchema, '-Smith')).toBe('Enter your Last Name between 1-60 characters');
    expect(firstMessage(surnameSchema, '')).toBe('Enter your Surname between 1-60 characters');
  });

  it('lets middle names be empty but not invalid', () => {
    expect(middleNameSchema.safeParse('').success).toBe(true);
    expect(firstMessage(middleNameSchema, '#')).toBe('Enter your Middle Name between 1-60 characters');
  });
});

describe('date of birth', () => {
  const dob = createDateOfBirthSchema({ today });

  it('accepts a past calendar day in dd/mm/yyyy', () => {
    expect(dob.parse('29/02/2000')).toBe('29/02/2000');
    expect(dob.safeParse('15/06/2024').success).toBe(true);
  });

  it('asks for the format when the text is not dd/mm/yyyy', () => {
    expect(firstMessage(dob, '')).toBe('Enter your date of birth in dd/mm/yyyy format.');
    expect(firstMessage(dob, '1990-01-01')).toBe('Enter your date of birth in dd/mm/yyyy format.');
    expect(firstMessage(dob, undefined)).toBe('Enter your date of birth in dd/mm/yyyy format.');
  });

  it('refuses impossible, future and pre-1900 days as not valid', () => {
    expect(firstMessage(dob, '29/02/2023')).toBe('Enter a valid Date of Birth');
    expect(firstMessage(dob, '31/04/1990')).toBe('Enter a valid Date of Birth');
    expect(firstMessage(dob, '16/06/2024')).toBe('Enter a valid Date of Birth');
    expect(firstMessage(dob, '01/01/1899')).toBe('Enter a valid Date of Birth');
  });

  it('refuses registrants younger than 16', () => {
    const registration = createRegistrationDateOfBirthSchema({ today });
    expect(registration.safeParse('15/06/2008').success).toBe(true);
    expect(firstMessage(registration, '16/06/2008')).toBe('You must be at least 16 years old to register.');
  });

  it('gives the survey one message for every invalid date', () => {
    const survey = createSurveyDateOfBirthSchema({ today });
    expect(firstMessage(survey, 'abc')).toBe('Enter a valid Date of Birth');
    expect(firstMessage(survey, '16/06/2024')).toBe('Enter a valid Date of Birth');
    expect(survey.safeParse('01/01/1980').success).toBe(true);
  });
});

describe('claim number', () => {
  it('accepts NN/NNNNN and its two boxes', () => {
    expect(claimNumberSchema.parse('12/34567')).toBe('12/34567');
    expect(claimNumberPartsSchema.safeParse({ first: '12', second: '34567' }).success).toBe(true);
    expect(joinClaimNumber({ first: '12', second: '34567' })).toBe('12/34567');
    expect(splitClaimNumber('12/34567')).toEqual({ first: '12', second: '34567' });
  });

  it('refuses other shapes with the example message', () => {
    const message = 'Enter a valid claim number e.g. 12/34567';
    expect(firstMessage(claimNumberSchema, '1234567')).toBe(message);
    expect(firstMessage(claimNumberSchema, '12/3456')).toBe(message);
    const parts = claimNumberPartsSchema.safeParse({ first: '1', second: '' });
    expect(parts.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['first', message],
      ['second', message],
    ]);
  });
});
