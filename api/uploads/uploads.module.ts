import { defineModule } from '../kernel/module'
import { meUploadRoutes } from './upload-routes'

export const uploadsModule = defineModule({
  name: 'uploads',
  routes: [...meUploadRoutes],
})
