import { defineModule } from '../kernel/module'
import { adminFormSubmissionRoutes, meFormSubmissionRoutes } from './form-submission-routes'
import { formRetentionJob } from './form-retention'

export const siteFormsModule = defineModule({
  name: 'site-forms',
  routes: [...meFormSubmissionRoutes, ...adminFormSubmissionRoutes],
  jobs: [formRetentionJob],
})
