// The campaign bench's work (loaded with tsx by scripts/bench/campaign.mjs): the server's own host (PGlite
// in a throwaway DATA_DIR, SMTP_URL pointing at a sink on loopback), 10,000 customers, one campaign to all
// of them, sent by the same code the job runs (start, recipient rows, claim, render, mail queue, SMTP,
// mark). Figures: the time to make the recipient rows, mails per second through SMTP, peak RSS of the
// process (PGlite, the API and the sink share it).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { drainCampaign, materialiseRecipients, startCampaign } from '../../api/campaigns/campaign-sender'
import { resources } from '../../api/kernel/resources'
import { newUserRecord } from '../../api/users/user.shared'
import { createServices } from '../../api/services'
import { loadEnv } from '../../server/env'
import { openHost } from '../../server/host/open-host'

export interface CampaignFigures {
  recipients: number
  ratePerSecond: number
  materialiseSeconds: number
  sendSeconds: number
  mailsPerSecond: number
  delivered: number
  peakRssMb: number
}

async function startSink() {
  let delivered = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        delivered++
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered: () => delivered,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function measureCampaign(recipients = 10_000, ratePerSecond = 0): Promise<CampaignFigures> {
  const sink = await startSink()
  const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-bench-campaign-'))
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const host = await openHost(
    loadEnv({
      DATA_DIR: dataDir,
      // A pooled transport keeps one SMTP connection open (nodemailer reads ?pool=true from the URL).
      SMTP_URL: `${sink.url}/?pool=true`,
      ADMIN_PASSWORD: 'Kampanya-Olcum-2026!x9',
      CAMPAIGN_RATE_PER_SECOND: String(ratePerSecond),
    }),
    () => {},
  )
  try {
    const services = createServices(host.ports)
    const repos = host.ports.repos
    const at = new Date().toISOString()
    for (let start = 0; start < recipients; start += 500) {
      await repos.transaction(async (tx) => {
        for (let i = start; i < Math.min(recipients, start + 500); i++)
          await tx.users.create(
            newUserRecord({
              id: `bench-c-${i}`,
              name: `Müşteri ${i}`,
              email: `musteri-${i}@example.com`,
              at,
            }),
          )
      })
    }
    const template = await repos.resource(resources.emailTemplates).create({
      id: 'bench-template',
      key: '',
      name: 'Kasım duyurusu',
      subject: 'Kasım',
      content: 'Merhaba {name},\nYeni temalarımız yayında: https://sitekur.app/temalar\nİyi günler, {date}',
      type: 'marketing',
      customized: false,
      lastUsed: null,
      createdAt: at,
      updatedAt: at,
    })
    const campaign = await repos.resource(resources.emailCampaigns).create({
      id: 'bench-campaign',
      name: 'Bench',
      subject: 'Kasım kampanyası',
      templateId: template.id,
      targetAudience: 'all',
      recipients: 0,
      status: 'draft',
      scheduledAt: null,
      startedAt: null,
      sentAt: null,
      error: null,
      createdBy: 'bench',
      createdAt: at,
      updatedAt: at,
    })
    const started = await startCampaign(repos, campaign, new Date())
    if (!started) throw new Error('the campaign did not start')
    const t0 = performance.now()
    const materialised = await materialiseRecipients(services, started, new Date())
    const t1 = performance.now()
    await drainCampaign(services, campaign.id, { signal: new AbortController().signal, ratePerSecond })
    const t2 = performance.now()
    const sendSeconds = (t2 - t1) / 1000
    return {
      recipients: materialised?.recipients ?? 0,
      ratePerSecond,
      materialiseSeconds: Number(((t1 - t0) / 1000).toFixed(2)),
      sendSeconds: Number(sendSeconds.toFixed(2)),
      mailsPerSecond: Number((sink.delivered() / sendSeconds).toFixed(1)),
      delivered: sink.delivered(),
      peakRssMb: Math.round(peakRss / 1024 / 1024),
    }
  } finally {
    clearInterval(sampler)
    await host.close()
    await sink.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
