import { z } from 'zod/mini';

/** The runtime config served at `/app-config.json` (SPEC §3 "Runtime config"). */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  environmentName: z.string().check(z.minLength(1)),
  enableAdminUI: z.boolean(),
  showDevBanner: z.boolean(),
  whiskBaseUrl: z.string(),
  metricsEnabled: z.boolean(),
  adminEnabled: z.boolean(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  environmentName: 'production',
  enableAdminUI: false,
  showDevBanner: false,
  whiskBaseUrl: 'https://my.whisk.com',
  metricsEnabled: true,
  adminEnabled: false,
};
