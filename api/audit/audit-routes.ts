import { activityResource } from '../activity/activity-resource'
import type { RouteEntry } from '../routes/define-route'
import { adminListRoute } from '../routes/resource-routes'
import {
  adminActivityListQuerySchema,
  adminActivityListResponseSchema,
  adminAuditListQuerySchema,
  adminAuditListResponseSchema,
} from '../activity/admin-activity.shared'
import { auditResource } from './audit-resource'

const TAG = 'Aktivite ve denetim (admin)'

// The activity log (GET /api/admin/activity) and the audit trail (GET /api/admin/audit) for admins (docs/rules/activity-and-audit.md).
export const adminActivityRoutes: RouteEntry[] = [
  adminListRoute({
    declaration: activityResource,
    path: '/api/admin/activity',
    tag: TAG,
    summary:
      'Aktivite kaydı (en yeni 1000 kayıt): kullanıcı, e-posta, işlem ya da ayrıntıda arama (q), type, severity, sayfalama, sıralama (timestamp)',
    description: 'Aktivite kayıtları',
    query: adminActivityListQuerySchema,
    response: adminActivityListResponseSchema,
    filter: (query) => ({ type: query.type, severity: query.severity }),
    defaultSort: '-timestamp',
    // Appends prune only now and then: the list shows the newest ACTIVITY_LOG_CAP and no more.
    beforeRead: (services) => services.activity.keepNewest(),
    view: (entry) => entry,
  }),

  adminListRoute({
    declaration: auditResource,
    path: '/api/admin/audit',
    tag: TAG,
    summary:
      'Denetim kaydı (hiç silinmez): resource ve recordId (bir kaydın geçmişi), actorId, action, arama (q: kişi adı, e-posta, kayıt kimliği), sayfalama; en yeni önce',
    description: 'Denetim kayıtları',
    query: adminAuditListQuerySchema,
    response: adminAuditListResponseSchema,
    filter: (query) => ({
      resource: query.resource,
      recordId: query.recordId,
      actorId: query.actorId,
      action: query.action,
    }),
    defaultSort: '-at',
    view: (row) => row,
  }),
]
