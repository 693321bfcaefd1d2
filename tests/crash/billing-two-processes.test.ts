import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { newSharedSecrets } from '../../scripts/make-secrets.mjs'
import { freePort } from '../support/free-port'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { findPostgresBinaries, startPostgresCluster } from '../support/postgres-cluster'
import { api, loginToken, startServer, type ServerProcess } from './server-process'

// docs/rules/invoices-and-plans.md#subscriptions, run by the job scheduler itself: two server processes on
// one PostgreSQL, the billing, overdue and reminder jobs scheduled every second in both, and one clock
// moved forward for both (tests/support/moved-clock.mjs): a customer registers with a plan, then the
// renewal invoice, its reminders, the suspension after the grace period and the reactivation on payment
// each happen exactly once.

const DAY = 86_400_000
const ADMIN = { email: 'billing-admin@sitekur.app', password: 'Iki-Surec-Parola-42' }
const CUSTOMER = { email: 'abone@example.com', password: 'Abone-Parola-4242', name: 'Abone Müşteri' }
const EVERY_SECOND = ['subscription-billing', 'invoice-overdue', 'invoice-reminders']
  .map((job) => `${job}=* * * * * *`)
  .join(';')

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, ms = 60_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('billing across two processes with a moved clock', () => {
  it.skipIf(!findPostgresBinaries())(
    'renewal, reminders, suspension and reactivation, each once',
    async () => {
      const cluster = await startPostgresCluster()
      if (!cluster) throw new Error('no cluster')
      const dirs: string[] = []
      const relays: MailCatcher[] = []
      const servers: ServerProcess[] = []
      const clockDir = mkdtempSync(join(tmpdir(), 'sitekur-clock-'))
      dirs.push(clockDir)
      const clockFile = join(clockDir, 'offset')
      const moveTo = (offsetMs: number) => writeFileSync(clockFile, String(Math.round(offsetMs)))
      moveTo(0)
      try {
        const databaseUrl = await cluster.createDatabase('billing')
        const secrets = newSharedSecrets()
        const db = async <T>(fn: (client: pg.Client) => Promise<T>) => {
          const client = new pg.Client({ connectionString: databaseUrl })
          await client.connect()
          try {
            return await fn(client)
          } finally {
            await client.end()
          }
        }
        const ports = [await freePort(), await freePort()]
        for (let i = 0; i < 2; i++) relays.push(await startMailCatcher())
        await Promise.all(
          ports.map(async (port, i) => {
            const dataDir = mkdtempSync(join(tmpdir(), `sitekur-billing-${i}-`))
            dirs.push(dataDir)
            servers[i] = await startServer(port, {
              ...secrets,
              DATA_DIR: dataDir,
              DATABASE_URL: databaseUrl,
              DATABASE_POOL_SIZE: '4',
              PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
              ADMIN_EMAIL: ADMIN.email,
              ADMIN_PASSWORD: ADMIN.password,
              JOBS: '1',
              JOB_SCHEDULES: EVERY_SECOND,
              SMTP_URL: relays[i]!.url,
              SITEKUR_TEST_CLOCK_FILE: clockFile,
              NODE_OPTIONS: `--import ${resolve('tests/support/moved-clock.mjs')}`,
              INITIAL_SETTINGS: JSON.stringify({ maxRequestsPerMinute: 100_000 }),
            })
          }),
        )
        const [one, two] = servers as [ServerProcess, ServerProcess]
        const mails = () => relays.flatMap((relay) => relay.messages)
        const count = (subject: RegExp) => mails().filter((m) => subject.test(m.subject)).length

        // A package, and a customer who registers with it on one process and verifies on the other.
        const admin = await loginToken(one.url, ADMIN.email, ADMIN.password)
        const created = await api(
          one.url,
          '/api/admin/packages',
          {
            code: 'iki-surec',
            name: 'İki Süreç',
            price: 100,
            yearlyPrice: 1000,
            isActive: true,
            features: ['Tek site'],
            description: 'İki süreç testi',
          },
          admin,
        )
        expect(created.status, JSON.stringify(created.body)).toBe(201)
        const registered = await api(one.url, '/api/auth/register', {
          ...CUSTOMER,
          plan: 'iki-surec',
          period: 'monthly',
        })
        expect(registered.status).toBe(200)
        const code = await until(
          'the verification code',
          async () =>
            mails()
              .find((m) => m.to.includes(CUSTOMER.email))
              ?.subject.match(/(\d{6})/)?.[1],
        )
        expect((await api(two.url, '/api/auth/verify-email', { email: CUSTOMER.email, code })).status).toBe(
          200,
        )
        const invoices = () =>
          db(
            async (c) =>
              (
                await c.query<{ id: string; number: string; status: string; due_date: Date }>(
                  `SELECT i.id, i.number, i.status, i.due_date FROM invoices i JOIN users u ON u.id = i.user_id WHERE u.email = $1 ORDER BY i.number`,
                  [CUSTOMER.email],
                )
              ).rows,
          )
        const subscription = () =>
          db(
            async (c) =>
              (
                await c.query<{
                  status: string
                  current_period_end: Date
                  renewal_invoice_id: string | null
                }>(
                  `SELECT s.status, s.current_period_end, s.renewal_invoice_id FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
                  [CUSTOMER.email],
                )
              ).rows[0],
          )
        const [first] = await invoices()
        expect(first).toBeDefined()
        const pay = async (server: ServerProcess, invoiceId: string) => {
          const token = await loginToken(server.url, ADMIN.email, ADMIN.password)
          const paid = await api(
            server.url,
            `/api/admin/invoices/${invoiceId}/payments`,
            { method: 'bank_transfer', reference: 'EFT' },
            token,
          )
          expect(paid.status, JSON.stringify(paid.body)).toBe(201)
        }
        await pay(one, first!.id)
        const end = (await subscription())!.current_period_end.getTime()
        const at = (instant: number) => moveTo(instant - Date.now())

        // Five days before the period ends: the renewal invoice, due on its last day.
        at(end - 5 * DAY)
        const renewal = await until('the renewal invoice', async () => (await invoices())[1])
        expect(renewal.due_date.getTime()).toBe(end)
        // Two days before: the first reminder; three and eight days after: the late ones.
        at(end - 2 * DAY)
        await until('the before-3 reminder', async () => count(/son ödeme tarihi yaklaşıyor/) > 0)
        at(end + 3.5 * DAY)
        await until('the after-3 reminder', async () => count(/ödemesi gecikti/) > 0)
        await until('past due', async () => (await subscription())?.status === 'past_due')
        at(end + 8 * DAY)
        await until('the after-7 reminder', async () => count(/ödemesi hâlâ bekleniyor/) > 0)
        // Past the 14 days of grace: suspended.
        at(end + 15.5 * DAY)
        await until('the suspension', async () => (await subscription())?.status === 'suspended')
        await until('the suspension mail', async () => count(/Siteleriniz askıya alındı/) > 0)

        // Paying on the other process reactivates at once (before any job run could).
        await pay(two, renewal.id)
        expect((await subscription())?.status).toBe('active')
        await until('the reactivation mail', async () => count(/Siteleriniz yeniden yayında/) > 0)

        // Let both processes run every job a few more times: nothing happens twice.
        const runs = () =>
          db(async (c) =>
            Number(
              (await c.query(`SELECT count(*) FROM job_runs WHERE id LIKE 'subscription-billing:%'`)).rows[0]
                .count,
            ),
          )
        const before = await runs()
        await until('more billing runs', async () => (await runs()) >= before + 4)
        expect(await invoices()).toHaveLength(2)
        for (const subject of [
          /son ödeme tarihi yaklaşıyor/,
          /ödemesi gecikti/,
          /ödemesi hâlâ bekleniyor/,
          /Siteleriniz askıya alındı/,
          /Siteleriniz yeniden yayında/,
        ]) {
          expect(count(subject), String(subject)).toBe(1)
        }
        expect(count(new RegExp(renewal.number))).toBeGreaterThanOrEqual(1)
        // Both processes took part in the runs.
        expect(one.output()).toContain('"job":"subscription-billing"')
        expect(two.output()).toContain('"job":"subscription-billing"')
      } finally {
        for (const server of servers) await server?.stop()
        for (const relay of relays) await relay.stop()
        await cluster.stop()
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
      }
    },
    240_000,
  )
})
