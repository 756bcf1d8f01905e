/**
 * The server's configuration: the only module that reads `process.env`. Every variable is checked
 * once at start-up and every bad one is listed, so a misconfigured deployment stops with a message
 * naming what to fix instead of failing later.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RateLimits } from './rate-limit/rate-limit.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Both `src/` (tsx) and `dist/` (bundle) sit two levels below `apps/`. */
const DEFAULT_WEB_DIST_DIR = path.resolve(here, '../../web/dist');

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    })
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('plateful:'),
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
      message: 'must be an origin such as https://plateful.example (no path)',
    })
    .optional(),
  ENVIRONMENT_NAME: z.string().min(1).max(40).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  WHISK_BASE_URL: optionalUrl(['https:', 'http:']),
  METRICS_ENABLED: booleanFlag.default(true),
  CLOUDFLARE_ACCOUNT_ID: z.string().min(1).optional(),
  CLOUDFLARE_IMAGES_TOKEN: z.string().min(1).optional(),
  CLOUDFLARE_IMAGES_HASH: z.string().min(1).optional(),
  CLOUDFLARE_API_BASE: optionalUrl(['https:', 'http:']),
  SCRAPE_ALLOW_HOSTS: z.string().optional(),
  SCRAPE_READ_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, context): TrustProxy => {
      const parsed = parseTrustProxy(text);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_RATINGS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_SHARE_MISSES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_RATINGS_PER_RECIPE_PER_DAY: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_DEVICE_CODES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_EMPTY_LINKS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_COVER_DRAWINGS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_CATCH_UPS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  DEVICE_CODE_SECRET: z.string().min(32).optional(),
  ACCOUNT_STORAGE_QUOTA_MB: z.coerce.number().positive().max(100_000).default(20),
  HOUSEHOLD_COMPACT_AFTER_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Put before every Redis key and channel name, so installations can share one Redis. */
  redisKeyPrefix: string;
  publicOrigin: string;
  environmentName: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  whiskBaseUrl: string;
  metricsEnabled: boolean;
  cloudflare: { accountId: string; token: string; hash: string } | undefined;
  /** Cloudflare's API root; tests point it at a local stand-in. */
  cloudflareApiBase: string;
  scrapeAllowHosts: string[];
  /** Longest a scraped page may take to read, in its worker (decision 0008). */
  scrapeReadTimeoutMs: number;
  /** Off, a hop count, or the proxies' addresses/ranges (trust-proxy.ts); never "everyone". */
  trustProxy: TrustProxy;
  /** Most an account may store of recipes and records, in bytes (ACCOUNT_STORAGE_QUOTA_MB). */
  accountStorageQuotaBytes: number;
  rateLimits: RateLimits;
  /**
   * New votes on one shared recipe from one client address per day, from server-issued device
   * codes (decision 0011); self-made and legacy codes share one vote between them.
   */
  ratingsPerRecipePerDay: number;
  /** Signs server-issued device codes; when unset, a secret kept in the database. */
  deviceCodeSecret: string | undefined;
  /**
   * Days a household register back at its default keeps its row (issue 32, decision 0009); a
   * phone that has not caught up for longer starts again from the whole document.
   */
  householdCompactAfterDays: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MINUTE_MS = 60_000;
const DEFAULT_WHISK_BASE_URL = 'https://my.whisk.com';
const DEFAULT_CLOUDFLARE_API_BASE = 'https://api.cloudflare.com/client/v4';

/**
 * Reads the configuration from an environment (default `process.env`). Throws a `ConfigError`
 * that names every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as a shell's `FOO= npm start` does.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const cloudflareParts = [
    e.CLOUDFLARE_ACCOUNT_ID,
    e.CLOUDFLARE_IMAGES_TOKEN,
    e.CLOUDFLARE_IMAGES_HASH,
  ];
  const cloudflareSet = cloudflareParts.filter(Boolean).length;
  if (cloudflareSet !== 0 && cloudflareSet !== 3) {
    throw new ConfigError([
      'CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_IMAGES_TOKEN and CLOUDFLARE_IMAGES_HASH: set all three or none',
    ]);
  }
  const publicOrigin =
    e.PUBLIC_ORIGIN?.replace(/\/$/, '') ??
    `http://${e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST}:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicOrigin,
    environmentName: e.ENVIRONMENT_NAME ?? e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    whiskBaseUrl: e.WHISK_BASE_URL ?? DEFAULT_WHISK_BASE_URL,
    metricsEnabled: e.METRICS_ENABLED,
    cloudflare:
      cloudflareSet === 3
        ? {
            accountId: e.CLOUDFLARE_ACCOUNT_ID!,
            token: e.CLOUDFLARE_IMAGES_TOKEN!,
            hash: e.CLOUDFLARE_IMAGES_HASH!,
          }
        : undefined,
    cloudflareApiBase: (e.CLOUDFLARE_API_BASE ?? DEFAULT_CLOUDFLARE_API_BASE).replace(/\/$/, ''),
    scrapeAllowHosts: (e.SCRAPE_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    scrapeReadTimeoutMs: e.SCRAPE_READ_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    accountStorageQuotaBytes: Math.round(e.ACCOUNT_STORAGE_QUOTA_MB * 1024 * 1024),
    ratingsPerRecipePerDay: e.RATE_LIMIT_RATINGS_PER_RECIPE_PER_DAY,
    householdCompactAfterDays: e.HOUSEHOLD_COMPACT_AFTER_DAYS,
    deviceCodeSecret: e.DEVICE_CODE_SECRET,
    rateLimits: {
      writes: { name: 'writes', limit: e.RATE_LIMIT_WRITES_PER_MINUTE, windowMs: MINUTE_MS },
      ratings: { name: 'ratings', limit: e.RATE_LIMIT_RATINGS_PER_MINUTE, windowMs: MINUTE_MS },
      shareMisses: {
        name: 'share-misses',
        limit: e.RATE_LIMIT_SHARE_MISSES_PER_MINUTE,
        windowMs: MINUTE_MS,
      },
      deviceCodes: {
        name: 'device-codes',
        limit: e.RATE_LIMIT_DEVICE_CODES_PER_HOUR,
        windowMs: 60 * MINUTE_MS,
      },
      emptyLinks: {
        name: 'empty-links',
        limit: e.RATE_LIMIT_EMPTY_LINKS_PER_HOUR,
        windowMs: 60 * MINUTE_MS,
      },
      coverDrawings: {
        name: 'cover-drawings',
        limit: e.RATE_LIMIT_COVER_DRAWINGS_PER_MINUTE,
        windowMs: MINUTE_MS,
      },
      catchUps: {
        name: 'catch-ups',
        limit: e.RATE_LIMIT_CATCH_UPS_PER_MINUTE,
        windowMs: MINUTE_MS,
      },
    },
  };
}
