import type { Job } from '../jobs/job'
import { defineModule } from '../kernel/module'
import { siteDomainRoutes } from './site-domain-routes'

/**
 * Every ten minutes (docs/rules/custom-domains.md): domains waiting for their DNS records are checked again,
 * and verified domains whose last check is a day old, so one that stops pointing at SiteKur lapses.
 */
const domainCheckJob: Job = {
  name: 'domain-check',
  label: 'Domainlerin DNS kayıtlarını denetle',
  schedule: '*/10 * * * *',
  async run(services, now) {
    const waiting = await services.siteDomains.checkWaiting(now)
    const live = await services.siteDomains.recheckVerified(now)
    return {
      summary:
        `${waiting.checked} bekleyen domain denetlendi, ${waiting.verified} doğrulandı, ` +
        `${waiting.deleted} süresi dolan talep silindi; ${live.checked} doğrulanmış domain yeniden ` +
        `denetlendi, ${live.lapsed} domainin bağlantısı kaldırıldı`,
      items: waiting.checked + waiting.deleted + live.checked,
      failures: 0,
    }
  },
}

export const siteDomainsModule = defineModule({
  name: 'site-domains',
  routes: siteDomainRoutes,
  jobs: [domainCheckJob],
})
