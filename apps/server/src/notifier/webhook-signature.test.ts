import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { decodeWebhookSecret } from '../config/webhook-secret.js';
import { webhookHeaders } from './webhook-signature.js';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('Standard Webhooks signatures (issue 29)', () => {
  it('signs exactly as the specification authors’ library does', () => {
    const at = new Date('2026-11-28T02:30:00.000Z');
    const body = '{"type":"submission.created"}';
    const headers = webhookHeaders(decodeWebhookSecret(secret)!, 'evt_1', at, body);
    expect(headers).toEqual({
      'webhook-id': 'evt_1',
      'webhook-timestamp': String(at.getTime() / 1000),
      'webhook-signature': new Webhook(secret).sign('evt_1', at, body),
    });
  });

  it('takes only whsec_ and base64 of 24-64 bytes', () => {
    expect(decodeWebhookSecret(secret)?.length).toBe(32);
    expect(decodeWebhookSecret(Buffer.alloc(32).toString('base64'))).toBeNull();
    expect(decodeWebhookSecret(`whsec_${Buffer.alloc(16).toString('base64')}`)).toBeNull();
    expect(decodeWebhookSecret(`whsec_${Buffer.alloc(65).toString('base64')}`)).toBeNull();
    expect(decodeWebhookSecret('whsec_not base64!')).toBeNull();
  });
});
