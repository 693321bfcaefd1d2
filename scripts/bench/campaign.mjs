// `npm run bench` section "campaign": one campaign to 10,000 customers through an SMTP server on loopback
// (the work is in scripts/bench/campaign-api.ts). BENCH_CAMPAIGN_RECIPIENTS and BENCH_CAMPAIGN_RATE
// (mails per second, 0 = the throttle off, the default here) change the run.
import { join } from 'node:path'
import { root } from './processes.mjs'
import { row } from './report.mjs'

export async function campaignSection() {
  const { tsImport } = await import('tsx/esm/api')
  const { measureCampaign } = await tsImport(join(root, 'scripts/bench/campaign-api.ts'), import.meta.url)
  const recipients = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 10_000)
  const rate = Number(process.env.BENCH_CAMPAIGN_RATE ?? 0)
  const f = await measureCampaign(recipients, rate)
  return {
    rows: [
      row(
        'Recipients made (rows, under a lock, 500 a transaction)',
        `${f.recipients} in ${f.materialiseSeconds} s`,
      ),
      row(
        `Sent through SMTP (claim, render, mail queue, SMTP, mark; throttle ${rate || 'off'})`,
        `${f.delivered} in ${f.sendSeconds} s · ${f.mailsPerSecond} mails/s`,
      ),
      row('Peak RSS (PGlite, API and SMTP sink in one process)', `${f.peakRssMb} MB`),
    ],
    json: f,
    notes: ['In-process on the server’s own host (PGlite) with nodemailer to a loopback SMTP sink.'],
  }
}
