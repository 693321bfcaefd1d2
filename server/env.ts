import { defaultPublicUrl } from './host/public-address'
import { z } from 'zod'
import { systemSettingsSchema } from '../api/settings/settings.shared'

// The server's configuration, parsed once. Names and defaults are documented in docs/rules/configuration.md.
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true')

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

/** 'a, b' → ['a', 'b'] (empty items dropped). */
const commaList = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  // Connections each process keeps to PostgreSQL (docs/rules/configuration.md#connections-to-postgresql);
  // the live events' listener takes one more of its own.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Uploads and backups in an S3-compatible bucket (docs/rules/file-storage-s3.md).
  S3_URL: optionalText,
  PUBLIC_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('SiteKur <no-reply@sitekur.app>'),
  JWT_SECRET: optionalText,
  ENCRYPTION_KEY: optionalText,
  ADMIN_EMAIL: z.string().default('admin@sitekur.app'),
  ADMIN_PASSWORD: optionalText,
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  SEED_DEMO: flag,
  // Number of reverse proxies in front of the server whose X-Forwarded-For is believed (true = 1).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === 'true' ? 1 : Math.max(0, Number.parseInt(v ?? '0', 10) || 0))),
  STATIC_DIR: z.string().default('./dist'),
  // Web Push (docs/rules/push-notifications.md#keys): the VAPID pair (else generated into DATA_DIR),
  // its subject (default mailto:ADMIN_EMAIL) and the endpoint hosts allowed over plain http (tests).
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
  PUSH_INSECURE_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  // Scheduled jobs (docs/rules/jobs.md): on unless turned off; the named ones also run once at start.
  JOBS: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  JOBS_RUN_ON_START: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  // Schedules that replace jobs' own: 'name=cron;name=cron' (a six-field cron counts seconds).
  JOB_SCHEDULES: z
    .string()
    .default('')
    .transform((v) =>
      Object.fromEntries(
        v
          .split(';')
          .map((pair) => pair.split('=').map((s) => s.trim()))
          .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
      ),
    ),
  // The system settings a new database starts with, over the defaults: JSON, checked like an admin's save;
  // read at the first start only (docs/rules/configuration.md#first-start-settings).
  INITIAL_SETTINGS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        const parsed = systemSettingsSchema
          .partial()
          .strict()
          .safeParse(JSON.parse(text || '{}'))
        if (parsed.success) return parsed.data
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        })
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' })
      }
      return z.NEVER
    }),
  // Campaign mails per second, all processes together; 0 = no limit
  // (docs/rules/email-campaigns.md#throttle).
  CAMPAIGN_RATE_PER_SECOND: z.coerce.number().min(0).max(10_000).default(10),
  // Customers' own domains (docs/rules/custom-domains.md): the server's public IPv4 and IPv6 addresses and
  // the host name a CNAME may name (default PUBLIC_URL's host), comma-separated lists; the addresses that may
  // ask /tls/ask besides loopback; the DNS servers the check asks (host or host:port; default the system's).
  SITES_IPV4: commaList,
  SITES_IPV6: commaList,
  SITES_CNAME: optionalText,
  TLS_ASK_FROM: commaList,
  DNS_SERVERS: commaList,
  // The site forms' time trap (docs/rules/site-forms.md#spam): milliseconds a form must be old; 0 = off.
  FORM_MIN_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // Card payments through iyzico (docs/rules/configuration.md#card-payments): both keys turn them on; the
  // base URL is iyzico's sandbox unless production's is named.
  IYZICO_API_KEY: optionalText,
  IYZICO_SECRET_KEY: optionalText,
  IYZICO_BASE_URL: z
    .string()
    .default('https://sandbox-api.iyzipay.com')
    .pipe(z.url({ protocol: /^https?$/ })),
})

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string }

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT) }
}
