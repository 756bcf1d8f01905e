import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it.each(['false', '0', 'no', 'off', ' FALSE '])('reads %j as off', (text) => {
    expect(parseTrustProxy(text)).toEqual({ ok: true, value: false });
  });

  it.each(['true', 'yes', 'on', '1'])('reads %j as one proxy in front', (text) => {
    expect(parseTrustProxy(text)).toEqual({ ok: true, value: 1 });
  });

  it('takes a hop count up to 10', () => {
    expect(parseTrustProxy('2')).toEqual({ ok: true, value: 2 });
    expect(parseTrustProxy('11')).toMatchObject({ ok: false, error: expect.stringMatching(/hop/) });
  });

  it('takes a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12,fd00::/8, ::1, loopback')).toEqual({
      ok: true,
      value: ['10.0.0.1', '172.16.0.0/12', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it.each(['everyone', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '300.1.1.1', ',', '1.2.3'])(
    'refuses %j, naming what it takes',
    (text) => {
      const parsed = parseTrustProxy(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/hop count .* proxy addresses\/CIDR ranges/);
    },
  );
});

describe('fastifyTrustProxy', () => {
  it('passes off and lists through', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('turns a hop count into a function trusting that many hops from the server', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
