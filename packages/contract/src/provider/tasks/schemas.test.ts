import { describe, expect, it } from 'vitest';
import {
  listProviderTasksQuerySchema,
  providerTaskParamsSchema,
  putProviderTaskBodySchema,
} from './schemas.js';

describe('provider tasks (issue 32)', () => {
  const task = {
    ClaimNumber: '12/34567',
    Title: 'Send your updated certificate of capacity',
    DueDate: '12/12/2026',
    Action: 'documents',
    DocumentTypeId: 2,
  };

  it('takes a request with an empty Detail and an open Status by default', () => {
    expect(putProviderTaskBodySchema.parse(task)).toEqual({ ...task, Detail: '', Status: 'open' });
  });

  it('refuses an unknown action or status, an empty or too long title and a long date', () => {
    for (const bad of [
      { Action: 'payment' },
      { Status: 'closed' },
      { Title: ' ' },
      { Title: 'x'.repeat(201) },
      { Detail: 'x'.repeat(2001) },
      { DueDate: '12/12/2026 09:00' },
      { DocumentTypeId: -1 },
      { DocumentTypeId: 1.5 },
    ]) {
      expect(putProviderTaskBodySchema.safeParse({ ...task, ...bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
  });

  it("takes the provider's reference as 1-100 letters, digits, '.', '_', ':' and '-'", () => {
    for (const reference of ['A', 'crm-task:2026.11_0001', 'x'.repeat(100)])
      expect(providerTaskParamsSchema.safeParse({ reference }).success, reference).toBe(true);
    for (const reference of ['', 'x'.repeat(101), 'with space', 'a/b'])
      expect(providerTaskParamsSchema.safeParse({ reference }).success, reference).toBe(false);
  });

  it('filters the list by claim number and status, both optional', () => {
    expect(listProviderTasksQuerySchema.safeParse({}).success).toBe(true);
    expect(listProviderTasksQuerySchema.safeParse({ ClaimNumber: '12/34567', Status: 'done' }).success).toBe(
      true,
    );
    expect(listProviderTasksQuerySchema.safeParse({ Status: 'finished' }).success).toBe(false);
  });
});
