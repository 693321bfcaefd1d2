import { expect, it } from 'vitest'
import { findHaproxy } from '../support/haproxy'
import { findPostgresBinaries } from '../support/postgres-cluster'
import { loginToken } from './server-process'
import { call, ok, until } from './three-processes-calls'
import {
  SERVER_NAMES,
  THREE_ADMIN,
  startThreeProcesses,
  type ServerName,
  type ThreeProcesses,
} from './three-processes-setup'
import {
  filesAcrossProcesses,
  liveEventsAcrossProcesses,
  sharedRateLimit,
  type Account,
  type Cluster,
} from './three-processes-steps'

// Several processes on one PostgreSQL behind a load balancer (docs/rules/deployment.md): three real
// server processes with Debian's haproxy in front, configured as the deployment page shows, and what
// must hold whichever process answers: a token, a file, a published page and its image, the API's rate
// limit, a job's slot, a live event, and a campaign that one of the processes dies in the middle of.

const missing = [!findPostgresBinaries() && 'PostgreSQL', !findHaproxy() && 'haproxy'].filter(Boolean)
const TITLE = 'three processes behind haproxy share sign-ins, files, limits, jobs, live events and campaigns'
const CAMPAIGN_SUBJECT = 'Üç süreç kampanyası'
/** Customers besides the two signed-in ones: the campaign's audience is all of them. */
const AUDIENCE_EXTRA = 12
/** The victim: the first process to hand over its KILL_AT-th campaign mail (its relay withholds it). */
const KILL_AT = 2
const PASSWORD = 'Musteri-Parola-42'
/** The jobs JOB_SCHEDULES runs every second in every process (three-processes-setup.ts). */
const FAST_JOBS = ['preview-sweep', 'campaign-sending']

/** Each slot of the fast jobs run so far (at least `atLeast`), with the processes whose log says they ran it. */
async function runsBySlot(system: ThreeProcesses, atLeast: number) {
  // The table first: a run it shows as done has written its log line by the time the logs are read.
  const succeeded = () =>
    system.query((client) =>
      client.query<{ job: string; slot: Date }>(
        "select job, slot from job_runs where job = any($1) and outcome = 'succeeded'",
        [FAST_JOBS],
      ),
    )
  let rows = await succeeded()
  for (const deadline = Date.now() + 10_000; rows.rows.length < atLeast; rows = await succeeded()) {
    if (Date.now() > deadline) throw new Error(`fewer than ${atLeast} runs of ${FAST_JOBS.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const ranBy = new Map<string, ServerName[]>()
  for (const name of SERVER_NAMES)
    for (const [, fields] of system.servers[name].output().matchAll(/job finished (\{.*\})/g)) {
      const { job, slot } = JSON.parse(fields ?? '{}') as { job: string; slot: string }
      const key = `${job}:${slot}`
      ranBy.set(key, [...(ranBy.get(key) ?? []), name])
    }
  return rows.rows.map((row) => {
    const key = `${row.job}:${row.slot.toISOString()}`
    return { key, ranBy: ranBy.get(key) ?? [] }
  })
}

it.skipIf(missing.length > 0)(
  missing.length > 0 ? `${TITLE} (skipped: ${missing.join(' and ')} not installed)` : TITLE,
  async () => {
    const campaignMails = new Map<ServerName, number>()
    let victim: ServerName | null = null
    let held: (() => void) | null = null
    const killPoint = new Promise<void>((resolve) => (held = resolve))
    const system = await startThreeProcesses((server, mail) => {
      if (mail.subject !== CAMPAIGN_SUBJECT) return false
      const count = (campaignMails.get(server) ?? 0) + 1
      campaignMails.set(server, count)
      if (victim || count !== KILL_AT) return false
      victim = server
      held?.()
      return true
    })
    try {
      const { servers } = system
      const at = (name: ServerName) => servers[name].url
      const proxy = system.haproxy.url
      const admin = await loginToken(at('app1'), THREE_ADMIN.email, THREE_ADMIN.password)
      const cluster: Cluster = { system, admin, at }
      const newAccount = async (role: 'user' | 'admin', password?: string): Promise<Account> => {
        const email = `uc-surec-${crypto.randomUUID().slice(0, 8)}@example.com`
        const data = await ok(201, proxy, 'POST', '/api/users', {
          token: admin,
          json: { action: 'create', name: 'Üç Süreç', email, role, password },
        })
        const { id } = data.user as { id: string }
        return { id, email, token: password ? await loginToken(at('app1'), email, password) : '' }
      }

      // Signed in through process 1: the token works on 2 and 3, and through haproxy, whose consecutive
      // calls go to the three processes in turn (and whose readiness checks pass).
      const customer = await newAccount('user', PASSWORD)
      for (const name of SERVER_NAMES)
        expect(await ok(200, at(name), 'GET', '/api/me', { token: customer.token })).toMatchObject({
          user: { id: customer.id },
        })
      const turns = []
      for (let i = 0; i < 3; i++) turns.push(await call(proxy, 'GET', '/api/me', { token: customer.token }))
      expect(turns.map((turn) => turn.status)).toEqual([200, 200, 200])
      expect(new Set(turns.map((turn) => turn.servedBy))).toEqual(new Set(SERVER_NAMES))

      await filesAcrossProcesses(cluster, customer)
      await liveEventsAcrossProcesses(cluster, customer)
      const settingsAdmin = await newAccount('admin', PASSWORD)
      const caller = await newAccount('user', PASSWORD)
      await sharedRateLimit(cluster, settingsAdmin, caller)

      // Each second's slot of the fast jobs ran in one process only, though all three schedule them;
      // the jobs API of any process shows the same runs.
      const runs = await runsBySlot(system, 3 * FAST_JOBS.length)
      expect(runs.filter((run) => run.ranBy.length !== 1)).toEqual([])
      const jobs = (await ok(200, proxy, 'GET', '/api/admin/jobs', { token: admin })).jobs as {
        name: string
        runs: { slot: string }[]
      }[]
      const sweeps = jobs.find((job) => job.name === 'preview-sweep')?.runs.map((run) => run.slot) ?? []
      expect(sweeps.length).toBeGreaterThan(0)
      expect(new Set(sweeps).size).toBe(sweeps.length)

      // A campaign sent through haproxy, drained by every process at CAMPAIGN_RATE together; the first
      // process to hand over its KILL_AT-th mail is killed right then (its relay has the mail and
      // withholds the answer). The other two finish: every customer gets the mail exactly once.
      const audience = [customer, caller]
      for (let i = 0; i < AUDIENCE_EXTRA; i++) audience.push(await newAccount('user'))
      const template = await ok(201, proxy, 'POST', '/api/admin/email-templates', {
        token: admin,
        json: { name: 'Üç süreç', subject: 'Şablon', content: 'Merhaba {name}', type: 'marketing' },
      })
      const campaign = await ok(201, proxy, 'POST', '/api/admin/campaigns', {
        token: admin,
        json: {
          name: 'Üç süreç',
          subject: CAMPAIGN_SUBJECT,
          templateId: (template.template as { id: string }).id,
          targetAudience: 'all',
        },
      })
      const campaignId = (campaign.campaign as { id: string }).id
      const mails = () =>
        SERVER_NAMES.flatMap((name) => system.relays[name].messages).filter(
          (mail) => mail.subject === CAMPAIGN_SUBJECT,
        )
      await ok(202, proxy, 'POST', `/api/admin/campaigns/${campaignId}/send`, { token: admin })
      await killPoint
      const killed = victim as ServerName | null
      if (!killed) throw new Error('no process was chosen to be killed')
      await servers[killed].kill9()
      expect(servers[killed].child.signalCode).toBe('SIGKILL')
      const sentBeforeKill = mails().length
      await until('every customer has the campaign', () => mails().length >= audience.length)
      const survivors = SERVER_NAMES.filter((name) => name !== killed)
      await Promise.all(survivors.map((name) => servers[name].stop()))

      expect(sentBeforeKill).toBeLessThan(audience.length)
      const received = mails().flatMap((mail) => mail.to)
      expect(received.toSorted()).toEqual(audience.map((account) => account.email).toSorted())
      const rows = await system.query((client) =>
        client.query<{ email: string; state: string }>(
          'select email, state from campaign_recipients where campaign_id = $1',
          [campaignId],
        ),
      )
      // The killed process's mail arrived; its recipient stays claimed and is not sent again.
      const withheld = system.relays[killed].messages.filter((mail) => mail.subject === CAMPAIGN_SUBJECT)
      expect(rows.rows.filter((row) => row.state !== 'sent')).toEqual([
        { email: withheld.at(-1)?.to[0], state: 'sending' },
      ])
      expect(rows.rows).toHaveLength(audience.length)
    } finally {
      await system.stop()
    }
  },
  120_000,
)
