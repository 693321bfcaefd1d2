import { defineJob } from '../jobs/job'

/** Every minute: the queued mails whose next attempt is due (docs/rules/mail-queue.md#retries). */
export const mailRetryJob = defineJob({
  name: 'mail-retry',
  label: 'Gönderilemeyen e-postaların yeniden denenmesi',
  schedule: '* * * * *',
  async run(services, now, { signal }) {
    const { attempted, sent, failed, settled } = await services.mail.retryDue(now, signal)
    await services.notifications.followMailOutcomes(settled, now.toISOString())
    return `attempted ${attempted}, sent ${sent}, failed for good ${failed}`
  },
})
