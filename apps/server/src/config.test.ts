import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicOrigin).toBe('http://127.0.0.1:8080');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('names every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('LOG_LEVEL');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses a public origin with a path', () => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://plateful.example/app' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
  });

  it('wants all three Cloudflare variables or none', () => {
    expect(() => loadConfig({ CLOUDFLARE_ACCOUNT_ID: 'a' })).toThrow(/CLOUDFLARE/);
    expect(
      loadConfig({
        CLOUDFLARE_ACCOUNT_ID: 'a',
        CLOUDFLARE_IMAGES_TOKEN: 'b',
        CLOUDFLARE_IMAGES_HASH: 'c',
      }).cloudflare,
    ).toEqual({ accountId: 'a', token: 'b', hash: 'c' });
  });

  it('splits SCRAPE_ALLOW_HOSTS into lower-case hosts', () => {
    expect(
      loadConfig({ SCRAPE_ALLOW_HOSTS: ' 127.0.0.1, Example.test ,' }).scrapeAllowHosts,
    ).toEqual(['127.0.0.1', 'example.test']);
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.2',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
