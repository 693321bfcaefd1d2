import { createNodeDnsLookup } from '../dns/node-dns-lookup'
import type { SiteTargets } from '../../api/ports/config'
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ApiPorts } from '../../api/ports'
import type { Config } from '../../api/ports/config'
import type { Mailer } from '../../api/ports/infrastructure'
import type { Database } from '../db/database'
import type { PostgresEventBus } from '../live/postgres-event-bus'
import { openPglite } from '../db/open-pglite'
import type { Env } from '../env'
import { createConsoleMailer } from '../mail/console-mailer'
import { createSmtpMailer } from '../mail/smtp-mailer'
import { createSettingsSmtp } from '../mail/settings-smtp'
import { loadSecrets } from '../security/secrets-file'
import { assertSharedSecrets } from '../security/shared-secrets'
import { loadVapidKeys } from '../push/vapid-keys'
import { createWebPushSender } from '../push/web-push-sender'
import { seedDatabase } from '../seed/seed'
import { importDiskFiles, openBlobStore } from '../files/open-blob-store'
import { createClientIp } from './client-ip'
import type { DataDirLock } from './data-dir-lock'
import { acquireDataDirLock } from './data-dir-lock'
import { createConsoleLogger } from './logger'
import { createServerPorts, systemClock } from './server-ports'
import { paymentGatewayFromEnv } from '../payments/payment-gateway-from-env'

// Everything the server needs before it can listen: the data directory (lock, secrets, uploads),
// the database (migrated and seeded) and the API's ports. close() undoes it in reverse order.

export interface Host {
  ports: ApiPorts
  database: Database
  dataDir: string
  close(): Promise<void>
}

function packageVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8')
    return (JSON.parse(text) as { version?: string }).version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}

/** Google sign-in needs the client id and secret; the issuer has a default (env.ts). */
function googleConfig(env: Env, log: (line: string) => void): Pick<Config, 'google'> {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
    if (env.GOOGLE_CLIENT_ID)
      log('GOOGLE_CLIENT_ID is set without GOOGLE_CLIENT_SECRET: Google sign-in is off.')
    return {}
  }
  return {
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER,
      adminEmails: env.ADMIN_EMAILS,
    },
  }
}

export async function openHost(env: Env, log: (line: string) => void = console.log): Promise<Host> {
  const dataDir = resolve(env.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  // PGlite's files may be opened by one process only; PostgreSQL guards itself.
  const lock: DataDirLock | null = env.DATABASE_URL ? null : acquireDataDirLock(dataDir)
  let database: Database | null = null
  let mailer: (Mailer & { close?(): void }) | null = null
  let events: PostgresEventBus | null = null
  let smtp: ReturnType<typeof createSettingsSmtp> | null = null
  try {
    if (env.DATABASE_URL) assertSharedSecrets(env, dataDir)
    const secrets = loadSecrets(dataDir, env)
    // PostgreSQL's client (pg) is loaded only for PostgreSQL: a server on PGlite never needs it.
    database = env.DATABASE_URL
      ? await (await import('../db/open-postgres')).openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
      : await openPglite(join(dataDir, 'pglite'))
    await database.migrate()
    const { blobs, where, shared } = await openBlobStore(env, database, dataDir)
    if (shared) {
      const copied = await importDiskFiles(dataDir, blobs)
      if (copied > 0) log(`Copied ${copied} files from ${dataDir} into ${where}.`)
    }
    mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createConsoleMailer(log)
    // The SMTP server of the system settings, when an admin names one (docs/rules/system-settings.md#smtp).
    smtp = createSettingsSmtp(env.MAIL_FROM)
    const serverPorts = createServerPorts({
      database,
      secrets,
      mailer,
      smtp,
      logger: createConsoleLogger(log),
      config: {
        publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
        acceptsDemoTokens: false,
        issuesDemoTokens: false,
        version: packageVersion(),
        campaignRatePerSecond: env.CAMPAIGN_RATE_PER_SECOND,
        siteTargets: siteTargetsOf(env),
        formMinAgeMs: env.FORM_MIN_AGE_MS,
        ...googleConfig(env, log),
      },
      clientIp: createClientIp(env.TRUST_PROXY),
      blobs,
      push: createWebPushSender({
        keys: loadVapidKeys(dataDir, env),
        subject: env.VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL}`,
        insecureHosts: env.PUSH_INSECURE_HOSTS,
      }),
    })
    // Several processes on one PostgreSQL database share live events (LISTEN/NOTIFY).
    events = env.DATABASE_URL
      ? (await import('../live/host-event-bus')).openHostEventBus(
          env.DATABASE_URL,
          database,
          serverPorts.repos,
          serverPorts.logger,
        )
      : null
    const withDns: ApiPorts = {
      ...serverPorts,
      dns: createNodeDnsLookup(env.DNS_SERVERS),
      ...paymentGatewayFromEnv(env, log),
    }
    const ports: ApiPorts = events ? { ...withDns, events } : withDns
    await seedDatabase({
      database,
      passwords: ports.passwords,
      clock: systemClock,
      ids: ports.ids,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      publicUrl: env.PUBLIC_URL,
      initialSettings: env.INITIAL_SETTINGS,
      demo: env.SEED_DEMO,
      log,
    })
    const opened = database
    const openedMailer = mailer
    const openedEvents = events
    const openedSmtp = smtp
    let closed = false
    return {
      ports,
      database: opened,
      dataDir,
      async close() {
        if (closed) return
        closed = true
        try {
          await openedEvents?.close()
          await opened.close()
        } finally {
          openedMailer.close?.()
          openedSmtp.close()
          lock?.release()
        }
      },
    }
  } catch (error) {
    await events?.close()
    await database?.close().catch(() => {})
    mailer?.close?.()
    smtp?.close()
    lock?.release()
    throw error
  }
}

/** Where customers point their domains (docs/rules/custom-domains.md): from SITES_*, the CNAME by default PUBLIC_URL's host. */
function siteTargetsOf(env: Env): SiteTargets {
  return {
    ipv4: env.SITES_IPV4,
    ipv6: env.SITES_IPV6,
    cname: (env.SITES_CNAME ?? new URL(env.PUBLIC_URL).hostname).toLowerCase(),
    tlsAskFrom: env.TLS_ASK_FROM,
  }
}
