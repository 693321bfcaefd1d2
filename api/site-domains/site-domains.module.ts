import type { Job } from '../jobs/job'
import { defineModule } from '../kernel/module'
import { siteDomainRoutes } from './site-domain-routes'

/** Every ten minutes: domains waiting for their DNS records are checked again (docs/rules/custom-domains.md). */
const domainCheckJob: Job = {
  name: 'domain-check',
  label: 'Bekleyen domainlerin DNS kayıtlarını denetle',
  schedule: '*/10 * * * *',
  async run(services, now) {
    const { checked, verified, lapsed } = await services.siteDomains.checkWaiting(now)
    return {
      summary: `${checked} domain denetlendi, ${verified} doğrulandı, ${lapsed} süresi dolan talep silindi`,
      items: checked + lapsed,
      failures: 0,
    }
  },
}

export const siteDomainsModule = defineModule({
  name: 'site-domains',
  routes: siteDomainRoutes,
  jobs: [domainCheckJob],
})
