import { defineModule } from '../kernel/module'
import { adminEmailTemplateRoutes } from './email-template-routes'

export const emailTemplatesModule = defineModule({
  name: 'emailTemplates',
  routes: [...adminEmailTemplateRoutes],
})
