import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminResourceRoutes } from '../routes/resource-routes'
import { approvalRecordSchema, approvalStatusSchema, approvalTypeSchema } from './approval.shared'
import {
  APPROVAL_SORT_FIELDS,
  approvalApproveInputSchema,
  approvalRejectInputSchema,
  approvalResponseSchema,
  approvalStatsResponseSchema,
} from './approval-requests.shared'
import { approvalMessages } from './approval-messages.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { approvalResource } from './approval-resource'

const TAG = 'Onay talepleri (admin)'
const PATH = '/api/admin/approvals'
const missing = { description: approvalMessages.notFound, schema: errorResponseSchema }
const decidedAlready = { description: approvalMessages.notPending, schema: errorResponseSchema }

// The back-office's approvals (docs/rules/approvals.md): the list (search by name or e-mail, status and
// type filters), the figures, one request, and the decisions. Each decision's service logs its activity
// entry and audit rows.
export const adminApprovalRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: `${PATH}/stats`,
    summary: 'Onay talebi sayıları: toplam, bekleyen, onaylanan, reddedilen, geri çekilen; türe göre',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Sayılar', schema: approvalStatsResponseSchema } },
    handler: async ({ c, services }) => c.json({ success: true, data: await services.approvals.stats() }),
  }),

  ...adminResourceRoutes({
    declaration: approvalResource,
    path: PATH,
    tag: TAG,
    names: { list: 'Onay talepleri', one: 'Bir onay talebi' },
    notFound: approvalMessages.notFound,
    filters: { status: approvalStatusSchema, type: approvalTypeSchema },
    sortable: APPROVAL_SORT_FIELDS,
    defaultSort: '-createdAt',
    item: approvalRecordSchema,
    view: (approval) => approval,
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/approve`,
    summary: 'Talebi onayla ve değişikliği uygula (tek işlemde); isteğe bağlı notes',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: approvalApproveInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Onaylanan talep', schema: approvalResponseSchema },
      404: missing,
      409: {
        description: 'Talep beklemede değil ya da değişiklik artık uygulanamıyor (hiçbir şey değişmez)',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, params, body, ip }) => {
      const approval = await services.approvals.approve(params.id, user, ip, body.notes)
      return c.json({ success: true, message: approvalMessages.approved, data: { approval } })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/reject`,
    summary: 'Talebi reddet: reason zorunlu',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: approvalRejectInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Reddedilen talep', schema: approvalResponseSchema },
      400: { description: approvalMessages.rejectReasonRequired, schema: errorResponseSchema },
      404: missing,
      409: decidedAlready,
    },
    handler: async ({ c, services, user, params, body, ip }) => {
      const approval = await services.approvals.reject(params.id, user, ip, body.reason)
      return c.json({ success: true, message: approvalMessages.rejected, data: { approval } })
    },
  }),
]
