import type { Job } from '../jobs/job'
import { UNCONFIRMED_SIGNUP_DAYS } from './form-submission.shared'

/**
 * Nightly: submissions past their site's retention (the owner's choice, else 12 months), newsletter
 * sign-ups never confirmed (docs/rules/site-forms.md#retention).
 */
export const formRetentionJob: Job = {
  name: 'form-retention',
  label: 'Eski form gönderimlerini sil',
  schedule: '40 3 * * *',
  async run(services, now) {
    const removed = await services.formSubmissions.prune(now)
    return {
      summary: `${removed} gönderim silindi (sitesinin saklama süresinden eski ya da ${UNCONFIRMED_SIGNUP_DAYS} günde onaylanmamış)`,
      items: removed,
      failures: 0,
    }
  },
}
