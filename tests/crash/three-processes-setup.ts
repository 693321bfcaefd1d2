import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { newSharedSecrets } from '../../scripts/make-secrets.mjs'
import { freePort } from '../support/free-port'
import { startHaproxy, type Haproxy } from '../support/haproxy'
import { startMailCatcher, type MailCatcher, type MailCatcherOptions } from '../support/mail-catcher'
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster'
import { startServer, type ServerProcess } from './server-process'

// Three server processes on one throwaway PostgreSQL behind haproxy, as docs/rules/deployment.md deploys
// them: their own DATA_DIR each, the same secrets, TRUST_PROXY=1, every job scheduled in every process.
// Each process hands its mail to a relay of its own on loopback, so a test can tell which process sent a
// mail (and hold one mid-hand-over); together the three relays are the one mailbox.

export const THREE_ADMIN = { email: 'cluster-admin@sitekur.app', password: 'Uc-Surec-Parola-42' }
export const SERVER_NAMES = ['app1', 'app2', 'app3'] as const
export type ServerName = (typeof SERVER_NAMES)[number]
/** Campaign mails handed over per second, all processes together: a campaign takes a few seconds. */
export const CAMPAIGN_RATE = 6

export interface ThreeProcesses {
  cluster: PostgresCluster
  databaseUrl: string
  haproxy: Haproxy
  servers: Record<ServerName, ServerProcess>
  relays: Record<ServerName, MailCatcher>
  /** Runs `fn` with a client of the shared database. */
  query<T>(fn: (client: pg.Client) => Promise<T>): Promise<T>
  stop(): Promise<void>
}

/** What `holdMail` answers for each relay's mails (see MailCatcherOptions.hold). */
export type HoldMail = (
  server: ServerName,
  ...args: Parameters<NonNullable<MailCatcherOptions['hold']>>
) => boolean

export async function startThreeProcesses(holdMail: HoldMail): Promise<ThreeProcesses> {
  const cleanups: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const cluster = await startPostgresCluster()
    if (!cluster) throw new Error('no PostgreSQL binaries')
    cleanups.push(() => cluster.stop())
    const databaseUrl = await cluster.createDatabase('three_processes')
    const relays = {} as Record<ServerName, MailCatcher>
    for (const name of SERVER_NAMES) {
      relays[name] = await startMailCatcher({ hold: (mail, count) => holdMail(name, mail, count) })
      cleanups.push(() => relays[name].stop())
    }
    const proxyPort = await freePort()
    const ports = await Promise.all(SERVER_NAMES.map(() => freePort()))
    const secrets = newSharedSecrets()
    const servers = {} as Record<ServerName, ServerProcess>
    // Started together, as a deployment does: the migrations and the first admin are made once.
    await Promise.all(
      SERVER_NAMES.map(async (name, index) => {
        const dataDir = mkdtempSync(join(tmpdir(), `sitekur-${name}-`))
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
        const server = await startServer(ports[index] ?? 0, {
          ...secrets,
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_SIZE: '4',
          PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
          ADMIN_EMAIL: THREE_ADMIN.email,
          ADMIN_PASSWORD: THREE_ADMIN.password,
          TRUST_PROXY: '1',
          JOBS: '1',
          // Every second instead of every minute: each second's slot is claimed by one process.
          JOB_SCHEDULES: 'preview-sweep=* * * * * *;campaign-sending=* * * * * *',
          CAMPAIGN_RATE_PER_SECOND: String(CAMPAIGN_RATE),
          SMTP_URL: relays[name].url,
        })
        servers[name] = server
        cleanups.push(() => server.stop())
      }),
    )
    const haproxy = await startHaproxy(
      proxyPort,
      Object.fromEntries(SERVER_NAMES.map((name, index) => [name, ports[index] ?? 0])),
    )
    cleanups.push(() => haproxy.stop())
    return {
      cluster,
      databaseUrl,
      haproxy,
      servers,
      relays,
      async query(fn) {
        const client = new pg.Client({ connectionString: databaseUrl })
        await client.connect()
        try {
          return await fn(client)
        } finally {
          await client.end()
        }
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
