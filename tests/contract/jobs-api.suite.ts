import { expect, it } from 'vitest'
import { jobMessages } from '../../api/backups/backup-messages.shared'
import { jobs } from '../../api/jobs/jobs'
import { sampleRecord } from '../../api/kernel/sample-record'
import { resources } from '../../api/kernel/resources'
import { previewSessionResource } from '../../api/preview/preview-session-resource'
import { jobListResponseSchema, jobRunResponseSchema } from '../../api/backups/backups.shared'
import type { Harness } from './harness'

// The jobs API (docs/rules/jobs.md#the-jobs-api) and the sweep jobs (#sweeps) on every store: the list
// with schedules, next runs and recorded runs; "run now" with its items; the sweeps remove what expired
// and nothing else.

const DAY = 86_400_000

export function jobsApiSuite(h: Harness) {
  async function runNow(token: string, name: string) {
    const res = await h.call('POST', `/api/admin/jobs/${name}/run`, { token })
    expect(res.status).toBe(200)
    return jobRunResponseSchema.parse(res.body).data.run
  }

  it('lists every job with its schedule and next run; only for admins', async () => {
    const { token } = await h.adminToken()
    const res = await h.call('GET', '/api/admin/jobs', { token })
    expect(res.status).toBe(200)
    const listed = jobListResponseSchema.parse(res.body).data.jobs
    expect(listed.map((job) => job.name)).toEqual(jobs.map((job) => job.name))
    const now = h.store.clock.now().getTime()
    // Each named in Turkish for the back-office, never by its id.
    expect(listed.find((job) => job.name === 'mail-retry')?.label).toBe(
      'Gönderilemeyen e-postaların yeniden denenmesi',
    )
    for (const job of listed) {
      expect(job.label).not.toBe(job.name)
      expect(job.label).toMatch(/^[A-ZÇĞİÖŞÜ]/)
      expect(job.timeZone).toBe('Europe/Istanbul')
      expect(Date.parse(job.nextRunAt ?? '')).toBeGreaterThan(now)
    }
    const customer = await h.customerToken()
    expect((await h.call('GET', '/api/admin/jobs', { token: customer.token })).status).toBe(403)
    expect((await h.call('POST', '/api/admin/jobs/token-sweep/run', { token: customer.token })).status).toBe(
      403,
    )
  })

  it('statistics refreshes the planner statistics where the store keeps none itself (PGlite)', async () => {
    const { token } = await h.adminToken()
    const run = await runNow(token, 'statistics')
    expect(run.outcome).toBe('succeeded')
    expect(run.items).toBe(h.store.name === 'pglite' ? 1 : 0)
    if (h.store.name === 'pglite') {
      const analyzed = (await h.store.execute!(
        "select count(*)::int as n from pg_stat_user_tables where relname = 'websites' and last_analyze is not null",
      )) as { rows: { n: number }[] }
      expect(analyzed.rows[0]?.n).toBe(1)
    }
  })

  it('an unknown job is refused', async () => {
    const { token } = await h.adminToken()
    const res = await h.call('POST', '/api/admin/jobs/no-such-job/run', { token })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ message: jobMessages.notFound })
  })

  it('preview-sweep removes expired preview sessions only, and the run is listed with its items', async () => {
    const { token } = await h.adminToken()
    const customer = await h.createUser()
    const sessions = h.ports.repos.resource(previewSessionResource)
    const now = h.store.clock.now().getTime()
    const session = (n: number, expiresAt: number) =>
      sessions.create(
        sampleRecord(resources.previewSessions, n, {
          id: crypto.randomUUID(),
          userId: customer.id,
          websiteId: null,
          expiresAt: new Date(expiresAt).toISOString(),
        }),
      )
    const expired = await session(1, now - 60_000)
    const live = await session(2, now + 600_000)
    const run = await runNow(token, 'preview-sweep')
    expect(run).toMatchObject({ outcome: 'succeeded', failures: 0 })
    expect(run.items).toBeGreaterThanOrEqual(1)
    expect(run.finishedAt).not.toBeNull()
    expect(await sessions.findById(expired.id)).toBeNull()
    expect(await sessions.findById(live.id)).not.toBeNull()

    const listed = jobListResponseSchema.parse((await h.call('GET', '/api/admin/jobs', { token })).body)
    const sweep = listed.data.jobs.find((job) => job.name === 'preview-sweep')
    expect(sweep?.runs[0]).toEqual(run)
  })

  it('token-sweep removes expired refresh tokens, ended rate-limit windows and old idempotency keys', async () => {
    const { token } = await h.adminToken()
    const customer = await h.createUser()
    const now = h.store.clock.now().getTime()
    const refreshToken = (n: number, expiresAt: number) =>
      h.ports.repos.refreshTokens.create(
        sampleRecord(resources.refreshTokens, n, {
          id: crypto.randomUUID(),
          userId: customer.id,
          familyId: crypto.randomUUID(),
          parentId: null,
          tokenHash: crypto.randomUUID(),
          expiresAt: new Date(expiresAt).toISOString(),
        }),
      )
    const old = await refreshToken(1, now - 2 * DAY)
    const live = await refreshToken(2, now + DAY)
    const windowKey = `sweep-test:${crypto.randomUUID()}`
    await h.ports.repos.rateLimits.hit(windowKey, 1000, new Date(now - DAY).toISOString())
    const scope = `sweep-${crypto.randomUUID()}`
    await h.ports.repos.idempotencyKeys.claim({
      scope,
      key: 'k',
      requestHash: 'x',
      status: 200,
      body: '',
      createdAt: new Date(now - 2 * DAY).toISOString(),
    })

    const run = await runNow(token, 'token-sweep')
    expect(run.outcome).toBe('succeeded')
    expect(run.items).toBeGreaterThanOrEqual(3)
    expect(await h.ports.repos.refreshTokens.findById(old.id)).toBeNull()
    expect(await h.ports.repos.refreshTokens.findById(live.id)).not.toBeNull()
    expect((await h.ports.repos.rateLimits.peek(windowKey, new Date(now).toISOString())).count).toBe(0)
    expect(await h.ports.repos.idempotencyKeys.find(scope, 'k')).toBeNull()
  })

  it('backup runs on demand and records its backup as one item', async () => {
    const { token } = await h.adminToken()
    const run = await runNow(token, 'backup')
    expect(run.outcome).toBe('succeeded')
    // Auto backup is on by default and no backup exists yet in this file's store.
    expect(run).toMatchObject({ items: 1, failures: 0 })
    expect(run.summary).toMatch(/^sitekur-\d{8}T\d{9}Z-auto\.ndjson\.gz/)
  })
}
