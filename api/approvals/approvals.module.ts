import { defineModule } from '../kernel/module'
import { meApprovalRoutes } from './me-approval-routes'
import { adminApprovalRoutes } from './admin-approval-routes'

export const approvalsModule = defineModule({
  name: 'approvals',
  routes: [...meApprovalRoutes, ...adminApprovalRoutes],
})
