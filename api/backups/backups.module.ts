import { defineModule } from '../kernel/module'
import { adminBackupRoutes } from './backup-routes'
import { backupJob } from './backup-job'

export const backupsModule = defineModule({
  name: 'backups',
  routes: [...adminBackupRoutes],
  jobs: [backupJob],
})
