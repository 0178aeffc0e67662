// Configuration is read once, validated as a whole, and every problem is reported together,
// so an operator fixes a deployment in one pass instead of one crash at a time.
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optional.refine(isOrigin, 'must be the origin users reach the app on, such as https://app.example.org'),
  DATA_DIR: optional,
  MONGODB_URI: optional.refine(
    (v) => !v || /^mongodb(\+srv)?:\/\//.test(v),
    'must start with mongodb:// or mongodb+srv://',
  ),
  EMBEDDED_MONGO_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.refine((v) => !v || /^https?:\/\//.test(v), 'must be an http(s) URL'),
  OPENAI_MODEL: optional,
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(120000),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ID: optional,
  STRIPE_API_BASE: optional.refine((v) => !v || /^https?:\/\//.test(v), 'must be an http(s) URL'),
  CHROMIUM_PATH: optional,
  STATIC_ROOT: optional,
  REMOTE_URLS: optional,
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  STORAGE_QUOTA_MB: z.coerce.number().int().positive().default(1024),
  STORAGE_QUOTA_UNSUBSCRIBED_MB: z.coerce.number().int().positive().default(50),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SERVE_SOURCE_MAPS: z.enum(['true', 'false']).default('false'),
  OCR_MAX_PAGES: z.coerce.number().int().min(1).max(500).default(30),
  OCR_PAGE_SECONDS: z.coerce.number().positive().max(600).default(60),
});

/** An http(s) origin: links are built by appending paths to it, so it has no path, query or credentials. */
function isOrigin(v: string | undefined): boolean {
  if (!v) return true;
  try {
    const u = new URL(v);
    return /^https?:$/.test(u.protocol) && u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
  } catch {
    return false;
  }
}

/** Keys that only make sense together; checked on the raw values so they are reported with every other problem. */
function crossFieldProblems(source: NodeJS.ProcessEnv): string[] {
  const set = (k: string) => !!source[k]?.trim();
  const problems: string[] = [];
  if (set('STRIPE_SECRET_KEY'))
    for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'])
      if (!set(key)) problems.push(`${key}: required when STRIPE_SECRET_KEY is set`);
  // Links in checkout/portal answers and Stripe's return URLs are built from PUBLIC_URL alone; a
  // deployment must say where it lives rather than trust the Host header a client sends.
  if (!set('PUBLIC_URL') && (set('STRIPE_SECRET_KEY') || source.NODE_ENV === 'production'))
    problems.push(
      `PUBLIC_URL: required when ${set('STRIPE_SECRET_KEY') ? 'STRIPE_SECRET_KEY is set' : 'NODE_ENV=production'} (the origin users reach the app on, e.g. https://app.example.org)`,
    );
  if (set('OPENAI_BASE_URL') && !set('OPENAI_MODEL'))
    problems.push('OPENAI_MODEL: required when OPENAI_BASE_URL is set');
  return problems;
}

export type Env = z.infer<typeof envSchema>;

const MB = 1024 * 1024;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** The origin users reach the app on; required in production and with Stripe (see linkOrigin). */
  publicUrl?: string;
  dataDir: string;
  mongodbUri?: string;
  embeddedMongoPort: number;
  logLevel: Env['LOG_LEVEL'];
  openai?: { apiKey: string; baseURL?: string; model: string; timeoutMs: number };
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret: string; priceId: string; apiBase?: string };
  chromiumPath?: string;
  /** Folder holding shell/ and the remotes' dist folders; the repo root by default. */
  staticRoot: string;
  /** Federation name -> manifest URL overrides, from REMOTE_URLS (JSON). */
  remoteUrls: Record<string, string>;
  sessionTtlDays: number;
  /** Accounts one client address may create per hour (auth.rate-limit.ts). */
  signupsPerAddressPerHour: number;
  /** Bytes of files (uploads and generated files) one account may keep, with and without a subscription. */
  storageQuota: { subscribedBytes: number; unsubscribedBytes: number };
  /** Trust X-Forwarded-* for the client address (behind a load balancer). */
  trustProxy: boolean;
  /** Serve the front end's *.map files (off by default: they publish the source). */
  serveSourceMaps: boolean;
  /** Scanned uploads: pages (or pictures) read by OCR per upload, and the time one page may take. */
  ocr: { maxPages: number; pageTimeoutMs: number };
}

/**
 * The origin every link the server makes starts with: PUBLIC_URL, else (development and tests only) the
 * configured host and the port the server listens on. Never the request's Host header, which a client
 * chooses: a forged Host must not turn a checkout or portal link into someone else's site.
 */
export function linkOrigin(config: Pick<AppConfig, 'publicUrl' | 'host'>, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  repoRoot = path.resolve(__dirname, '../..'),
): AppConfig {
  const parsed = envSchema.safeParse(source);
  const problems: string[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
  problems.push(...crossFieldProblems(source));
  let remoteUrls: Record<string, string> = {};
  if (source.REMOTE_URLS) {
    try {
      remoteUrls = z.record(z.string(), z.string()).parse(JSON.parse(source.REMOTE_URLS));
    } catch {
      problems.push('REMOTE_URLS: must be a JSON object of federation name -> manifest URL');
    }
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data')),
    mongodbUri: e.MONGODB_URI,
    embeddedMongoPort: e.EMBEDDED_MONGO_PORT,
    logLevel: e.LOG_LEVEL,
    openai:
      e.OPENAI_API_KEY || e.OPENAI_BASE_URL
        ? {
            apiKey: e.OPENAI_API_KEY ?? 'not-needed',
            baseURL: e.OPENAI_BASE_URL,
            model: e.OPENAI_MODEL ?? 'gpt-4o-mini',
            timeoutMs: e.OPENAI_TIMEOUT_MS,
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          priceId: e.STRIPE_PRICE_ID!,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    chromiumPath: e.CHROMIUM_PATH,
    staticRoot: path.resolve(e.STATIC_ROOT ?? repoRoot),
    remoteUrls,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
    storageQuota: {
      subscribedBytes: e.STORAGE_QUOTA_MB * MB,
      unsubscribedBytes: e.STORAGE_QUOTA_UNSUBSCRIBED_MB * MB,
    },
    trustProxy: e.TRUST_PROXY === 'true',
    serveSourceMaps: e.SERVE_SOURCE_MAPS === 'true',
    ocr: { maxPages: e.OCR_MAX_PAGES, pageTimeoutMs: Math.round(e.OCR_PAGE_SECONDS * 1000) },
  };
}
