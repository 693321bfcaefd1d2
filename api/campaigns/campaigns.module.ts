import { defineModule } from '../kernel/module'
import { campaignLinkRoutes } from './campaign-link-routes'
import { adminCampaignRoutes } from './campaign-routes'
import { campaignSendingJob } from './campaign-sending-job'

export const campaignsModule = defineModule({
  name: 'campaigns',
  routes: [...campaignLinkRoutes, ...adminCampaignRoutes],
  jobs: [campaignSendingJob],
})
