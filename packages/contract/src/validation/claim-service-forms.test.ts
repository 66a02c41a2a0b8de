import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  areAllQuestionsAnswered,
  authorityFormSchema,
  contactUsFormSchema,
  createSurveyLoginFormSchema,
  isReimbursementItem,
  isTaxFileDeclaration,
  sendDocumentsFormSchema,
} from './claim-service-forms.js';

const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
const file = { Filename: 'a.pdf', FileID: '1' };

describe('contactUsFormSchema', () => {
  const valid = {
    Category: { Id: 1, Item: 'Payments' },
    Message: 'When will I be paid?',
    CustomCategory: '',
  };

  it('accepts a category and a message', () => {
    expect(contactUsFormSchema.safeParse(valid).success).toBe(true);
    expect(contactUsFormSchema.safeParse({ ...valid, Message: 'x'.repeat(950) }).success).toBe(true);
  });

  it('requires a category and a message of at most 950 characters', () => {
    expect(issues(contactUsFormSchema, { Category: null, Message: ' ' })).toEqual([
      ['Category', 'Please select an enquiry type'],
      ['Message', 'Please provide a message for your enquiry'],
    ]);
    expect(issues(contactUsFormSchema, { ...valid, Message: 'x'.repeat(951) })).toEqual([
      ['Message', 'Your message must be 950 characters or fewer'],
    ]);
  });

  it('asks for a 1-25 character reason when the category is Other', () => {
    const other = { ...valid, Category: { Id: 9, Item: 'Other' } };
    expect(issues(contactUsFormSchema, other)).toEqual([
      ['CustomCategory', 'Reason must be between 1 - 25 characters'],
    ]);
    expect(issues(contactUsFormSchema, { ...other, CustomCategory: 'x'.repeat(26) })).toEqual([
      ['CustomCategory', 'Reason must be between 1 - 25 characters'],
    ]);
    expect(contactUsFormSchema.safeParse({ ...other, CustomCategory: 'x'.repeat(25) }).success).toBe(true);
  });
});

describe('sendDocumentsFormSchema', () => {
  const valid = {
    DocumentType: { Id: 2, Item: 'Medical report' },
    Description: 'Report',
    Documents: [file],
    Authorised: true,
  };

  it('accepts a typed, described, authorised upload', () => {
    expect(sendDocumentsFormSchema.safeParse(valid).success).toBe(true);
  });

  it('lists every missing part', () => {
    expect(issues(sendDocumentsFormSchema, { DocumentType: null })).toEqual([
      ['DocumentType', 'Please select a document type'],
      ['Description', 'Please provide a message'],
      ['Documents', 'Please attach at least one document'],
      ['Authorised', 'Please confirm that you are authorised to send these documents'],
    ]);
    expect(issues(sendDocumentsFormSchema, { ...valid, Description: 'x'.repeat(1001) })).toEqual([
      ['Description', 'Message must be 1000 characters or fewer'],
    ]);
  });

  it('needs no message for the tax file declaration', () => {
    const tfd = { Id: 7, Item: 'Tax File Declaration Form' };
    expect(isTaxFileDeclaration(tfd)).toBe(true);
    expect(sendDocumentsFormSchema.safeParse({ ...valid, DocumentType: tfd, Description: '' }).success).toBe(
      true,
    );
  });

  it('recognises the Reimbursement type', () => {
    expect(isReimbursementItem({ Item: 'Reimbursement' })).toBe(true);
    expect(isReimbursementItem({ Item: 'Medical report' })).toBe(false);
  });
});

describe('surveyLoginFormSchema', () => {
  const schema = createSurveyLoginFormSchema({ today: () => ({ year: 2024, month: 6, day: 15 }) });

  it('accepts a claim number and a past date of birth', () => {
    expect(schema.safeParse({ ClaimNumber: '12/34567', DateOfBirth: '01/01/1980' }).success).toBe(true);
  });

  it('refuses a bad claim number and a future or malformed date of birth', () => {
    expect(issues(schema, { ClaimNumber: '1/34567', DateOfBirth: '16/06/2024' })).toEqual([
      ['ClaimNumber', 'Enter a valid claim number e.g. 12/34567'],
      ['DateOfBirth', 'Enter a valid Date of Birth'],
    ]);
    expect(issues(schema, { ClaimNumber: '12/34567', DateOfBirth: '1/1/80' })).toEqual([
      ['DateOfBirth', 'Enter a valid Date of Birth'],
    ]);
  });
});

describe('authorityFormSchema', () => {
  it('requires a signature', () => {
    expect(authorityFormSchema.safeParse({ Signature: 'data:image/png;base64,AAAA' }).success).toBe(true);
    expect(issues(authorityFormSchema, { Signature: '' })).toEqual([['Signature', 'Please sign the form']]);
  });
});

describe('areAllQuestionsAnswered', () => {
  const answers = [
    { Label: 'Yes', Value: '1' },
    { Label: 'No', Value: '0' },
  ];

  it('is true only when every question holds one of its own answers', () => {
    expect(areAllQuestionsAnswered([{ Answers: answers, CurrentAnswer: answers[0] }])).toBe(true);
    expect(
      areAllQuestionsAnswered([
        { Answers: answers, CurrentAnswer: answers[1] },
        { Answers: answers, CurrentAnswer: null },
      ]),
    ).toBe(false);
    expect(areAllQuestionsAnswered([{ Answers: answers, CurrentAnswer: { Value: '7' } }])).toBe(false);
  });
});
