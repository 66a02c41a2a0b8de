import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { fastifyTrustProxy } from './trust-proxy-setting.js';

const cwd = '/srv/portal';
const trustProxyOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }, cwd).trustProxy;

describe('TRUST_PROXY (issue 29 item 2)', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(trustProxyOf(undefined)).toEqual({ kind: 'none' });
    expect(trustProxyOf('  ')).toEqual({ kind: 'none' });
    expect(fastifyTrustProxy({ kind: 'none' })).toBe(false);
  });

  it('takes the balancers’ addresses and CIDR ranges as a comma list', () => {
    expect(trustProxyOf('10.0.0.5, 10.1.0.0/16,2001:db8::/32 ,::1,loopback')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.5', '10.1.0.0/16', '2001:db8::/32', '::1', 'loopback'],
    });
    expect(fastifyTrustProxy({ kind: 'addresses', addresses: ['10.0.0.5'] })).toEqual(['10.0.0.5']);
  });

  it('takes a hop count, trusting that many hops nearest the server', () => {
    expect(trustProxyOf('2')).toEqual({ kind: 'hops', hops: 2 });
    const trust = fastifyTrustProxy({ kind: 'hops', hops: 2 });
    expect(typeof trust).toBe('function');
    const byHop = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => byHop('198.51.100.1', hop))).toEqual([true, true, false]);
  });

  it('stops the start with the variable named for a value it cannot use', () => {
    const cases: [string, RegExp][] = [
      ['true', /TRUST_PROXY must be the proxies' IP addresses or CIDR ranges .*"true"/],
      ['10.0.0.300', /TRUST_PROXY .*"10\.0\.0\.300"/],
      ['10.0.0.0/33', /TRUST_PROXY .*"10\.0\.0\.0\/33"/],
      ['10.0.0.1,', /TRUST_PROXY .*""/],
      ['lb.example.org', /TRUST_PROXY .*"lb\.example\.org"/],
      ['0', /TRUST_PROXY as a hop count must be 1 to 10 \(got "0"\)/],
      ['11', /TRUST_PROXY as a hop count must be 1 to 10/],
    ];
    for (const [value, message] of cases) {
      expect(() => trustProxyOf(value), value).toThrow(ConfigError);
      expect(() => trustProxyOf(value), value).toThrow(message);
    }
  });
});
