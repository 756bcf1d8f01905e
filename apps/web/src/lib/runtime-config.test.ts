import { DEFAULT_RUNTIME_CONFIG } from '@plateful/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, runtimeConfigLoaded } from './runtime-config.ts';

const answer = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('runtime config (SPEC §3, §5)', () => {
  it('uses a valid config as served', async () => {
    const config = {
      ...DEFAULT_RUNTIME_CONFIG,
      environmentName: 'staging',
      whiskBaseUrl: 'https://w.test',
    };
    expect(await loadRuntimeConfig(answer(config))).toEqual(config);
  });

  it('falls back to the defaults with a warning when apiBaseUrl or environmentName is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { apiBaseUrl: _a, ...noBase } = DEFAULT_RUNTIME_CONFIG;
    expect(await loadRuntimeConfig(answer({ ...noBase, environmentName: 'x' }))).toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
    const { environmentName: _e, ...noName } = DEFAULT_RUNTIME_CONFIG;
    expect(await loadRuntimeConfig(answer(noName))).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('falls back to the defaults with a warning when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadRuntimeConfig(answer({}, 500))).toEqual(DEFAULT_RUNTIME_CONFIG);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(offline)).toEqual(DEFAULT_RUNTIME_CONFIG);
    warn.mockRestore();
  });

  it('is asked for once per page life, however many times start-up and the splash wait for it', async () => {
    const fetcher = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(DEFAULT_RUNTIME_CONFIG)));
    const first = runtimeConfigLoaded();
    expect(runtimeConfigLoaded()).toBe(first);
    expect(await first).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/app-config.json', { cache: 'no-store' });
    fetcher.mockRestore();
  });
});
