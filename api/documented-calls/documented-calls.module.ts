import { defineModule } from '../kernel/module'
import { authCalls } from './auth-calls'
import { phpAuthCalls } from './php-auth-calls'
import { liveMysqlCalls } from './live-mysql-calls'
import { websiteRequestPhpCalls } from './website-request-php-calls'
import { adminClientUsers } from './admin-client-users'
import { adminClientWebsites } from './admin-client-websites'
import { adminClientStats } from './admin-client-stats'

export const documentedCallsModule = defineModule({
  name: 'documentedCalls',
  routes: [
    ...authCalls,
    ...phpAuthCalls,
    ...liveMysqlCalls,
    ...websiteRequestPhpCalls,
    ...adminClientUsers,
    ...adminClientWebsites,
    ...adminClientStats,
  ],
})
