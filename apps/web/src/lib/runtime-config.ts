/**
 * The runtime config (SPEC §3, §7): fetched uncached from /app-config.json once per page life,
 * at start-up, before React's code has arrived (the splash waits for it). An invalid or
 * unreachable config falls back to the defaults with a warning (SPEC §5, §8). Admin mode is never
 * on in a production build, whatever the server says (SPEC §4).
 */
import {
  DEFAULT_RUNTIME_CONFIG,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '@plateful/contracts';

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Applies SPEC §4's rule: no admin features in a production build. */
function lockAdmin(config: RuntimeConfig): RuntimeConfig {
  if (!import.meta.env.PROD) return config;
  return { ...config, adminEnabled: false, enableAdminUI: false };
}

export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetcher('/app-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /app-config.json failed (${response.status})`);
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.warn('[plateful] invalid runtime config, using defaults', parsed.error.issues);
      current = lockAdmin(DEFAULT_RUNTIME_CONFIG);
    } else {
      current = lockAdmin(parsed.data);
    }
  } catch (error) {
    console.warn('[plateful] could not load the runtime config, using defaults', error);
    current = lockAdmin(DEFAULT_RUNTIME_CONFIG);
  }
  return current;
}

let loading: Promise<RuntimeConfig> | null = null;

/** The runtime config of this page life: loaded on the first call, the same promise after. */
export function runtimeConfigLoaded(): Promise<RuntimeConfig> {
  loading ??= loadRuntimeConfig();
  return loading;
}
