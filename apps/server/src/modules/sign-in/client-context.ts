import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling, for the audit trail (issue 3: "with client address and device") and the device
 * memory of sign-in verification (RESOLUTIONS.md "Sign-in").
 */

/** Only a hash of the browser's device identifier is stored (devices.device_hash, sessions.device_id). */
export function hashDeviceIdentifier(identifier: string): string {
  return createHash('sha256').update(identifier, 'utf8').digest('hex');
}

export interface ClientContext {
  clientIp: string;
  /** Device type and identifier hash, or the user agent when the call names no device. */
  device: string | null;
  requestId: string;
}

export function clientContextOf(
  request: FastifyRequest,
  device?: { type: number; identifierHash: string | null },
): ClientContext {
  const userAgent = request.headers['user-agent'];
  return {
    clientIp: request.ip,
    device: device
      ? `type=${device.type} id=${device.identifierHash ?? 'none'}`
      : typeof userAgent === 'string'
        ? userAgent.slice(0, 200)
        : null,
    requestId: request.id,
  };
}
