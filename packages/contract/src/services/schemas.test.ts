import { describe, expect, it } from 'vitest';
import { serviceDetailRequestSchema, serviceListResponseSchema } from './schemas.js';

describe('services', () => {
  it('answers services as approvedService and takes the detail id as a path parameter', () => {
    const list = {
      approvedService: [{ id: 's1', name: 'Physiotherapy', ExcessApplies: true, iconToShow: null }],
    };
    expect(serviceListResponseSchema.parse(list)).toEqual(list);
    expect(serviceDetailRequestSchema.parse({ id: 's1' })).toEqual({ id: 's1' });
  });
});
