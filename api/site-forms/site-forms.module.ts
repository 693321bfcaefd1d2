import { defineModule } from '../kernel/module'
import { adminFormSubmissionRoutes, meFormSubmissionRoutes } from './form-submission-routes'
import { formRetentionJob } from './form-retention'
import { formRetentionRoutes } from './form-retention-routes'

export const siteFormsModule = defineModule({
  name: 'site-forms',
  routes: [...meFormSubmissionRoutes, ...formRetentionRoutes, ...adminFormSubmissionRoutes],
  jobs: [formRetentionJob],
})
