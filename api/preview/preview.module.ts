import { defineModule } from '../kernel/module'
import { previewRoutes } from './preview-routes'
import { previewSweepJob } from './preview-sweep-job'

export const previewModule = defineModule({
  name: 'preview',
  routes: [...previewRoutes],
  jobs: [previewSweepJob],
})
