import type { IncomingHttpHeaders } from 'node:http';

/**
 * Issue 29 item 7: the outbox holds readable access codes, so outside a demo it answers only a person
 * on this machine talking to the server itself. A reverse proxy on the same machine also connects
 * from loopback, so the socket's address alone proves nothing: a request that carries a forwarding
 * header, or that was addressed to any other host name, came through something else.
 */

/** Headers a proxy adds to say whom it forwards for (RFC 7239 and the common de facto ones). */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'via',
];

/** localhost, 127.0.0.1 or [::1], with any port or none. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** A loopback socket address: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export interface RequestOrigin {
  /** The connection's own peer (never request.ip, which TRUST_PROXY may take from a header). */
  socketAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

/** True only for a request sent straight to this server from this machine, to a loopback name. */
export function isDirectLoopbackRequest({ socketAddress, headers }: RequestOrigin): boolean {
  if (!isLoopbackAddress(socketAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const host = headers.host;
  return typeof host === 'string' && LOOPBACK_HOST.test(host);
}
