import { defineJob } from '../jobs/job'

/**
 * Every minute: start the scheduled campaigns that are due and resume the ones still sending
 * (docs/rules/email-campaigns.md#the-job). A run drains until nothing is pending; the next minutes'
 * slots are skipped in this process while it runs.
 */
export const campaignSendingJob = defineJob({
  name: 'campaign-sending',
  label: 'E-posta kampanyalarının gönderimi',
  schedule: '* * * * *',
  async run(services, now, { signal }) {
    const r = await services.campaigns.runDue(now, signal)
    return `started ${r.started}, sent ${r.sent}, failed ${r.failed}, uncertain ${r.uncertain}`
  },
})
