import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY (issue 29 item 2): which hops in front of the server may say who the client is. Behind a
 * load balancer every request arrives from the balancer's address, so per-address throttles and the
 * audit trail would see one caller for everybody; trusting the balancer lets Fastify read the client's
 * address from X-Forwarded-For (request.ip). Unset trusts nobody: a forwarding header changes nothing.
 *
 * - `none`: no proxy (the default);
 * - `addresses`: the proxies' addresses or CIDR ranges (or proxy-addr's `loopback`, `linklocal`,
 *   `uniquelocal`); a hop is trusted only when it comes from one of them;
 * - `hops`: the number of proxies in front of the server, whatever their addresses. Only safe when the
 *   port cannot be reached except through them, since a direct caller could then name any address.
 */
export type TrustProxySetting =
  { kind: 'none' } | { kind: 'addresses'; addresses: string[] } | { kind: 'hops'; hops: number };

export const TRUST_PROXY_MAX_HOPS = 10;

/** proxy-addr's names for the usual private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; answers the problem (for ConfigError) instead of a setting when it is not valid. */
export function parseTrustProxy(
  value: string | undefined,
): { setting: TrustProxySetting } | { problem: string } {
  const text = value?.trim() ?? '';
  if (text === '') return { setting: { kind: 'none' } };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= TRUST_PROXY_MAX_HOPS) return { setting: { kind: 'hops', hops } };
    return { problem: `TRUST_PROXY as a hop count must be 1 to ${TRUST_PROXY_MAX_HOPS} (got "${text}")` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      problem:
        `TRUST_PROXY must be the proxies' IP addresses or CIDR ranges separated by commas ` +
        `(e.g. 10.0.0.5,10.1.0.0/16), or a hop count; not an address: ${wrong.map((w) => `"${w}"`).join(', ')}`,
    };
  }
  return { setting: { kind: 'addresses', addresses: entries } };
}

/**
 * Fastify's `trustProxy` option for the setting. A hop count is given as a function: Fastify 5.12
 * ignores a plain number (it cannot check the nearest peer), and TRUST_PROXY's hop count is the
 * operator's statement that only the proxies reach the port.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): FastifyServerOptions['trustProxy'] {
  switch (setting.kind) {
    case 'none':
      return false;
    case 'addresses':
      return setting.addresses;
    case 'hops': {
      const { hops } = setting;
      return (_address: string, hop: number) => hop < hops;
    }
  }
}
