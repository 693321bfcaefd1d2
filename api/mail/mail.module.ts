import { defineModule } from '../kernel/module'
import { mailRetryJob } from './mail-retry'

export const mailModule = defineModule({
  name: 'mail',
  jobs: [mailRetryJob],
})
