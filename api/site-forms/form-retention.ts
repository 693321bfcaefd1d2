import type { Job } from '../jobs/job'
import { FORM_RETENTION_MONTHS, UNCONFIRMED_SIGNUP_DAYS } from './form-submission.shared'

/** Nightly: submissions past their retention, newsletter sign-ups never confirmed (docs/rules/site-forms.md). */
export const formRetentionJob: Job = {
  name: 'form-retention',
  label: 'Eski form gönderimlerini sil',
  schedule: '40 3 * * *',
  async run(services, now) {
    const removed = await services.formSubmissions.prune(now)
    return {
      summary: `${removed} gönderim silindi (${FORM_RETENTION_MONTHS} aydan eski ya da ${UNCONFIRMED_SIGNUP_DAYS} günde onaylanmamış)`,
      items: removed,
      failures: 0,
    }
  },
}
