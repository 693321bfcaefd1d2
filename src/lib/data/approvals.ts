// Approval requests (docs/rules/approvals.md). The customer's: GET /api/me/approvals (read whole), POST
// (ask), DELETE /:id (withdraw), POST /api/me/email-change/code. The back-office's: GET
// /api/admin/approvals (one page: search, status, type, sort), /stats, /:id, POST /:id/approve and
// /:id/reject. Keys start with 'approvals' (live events of the resource refresh them, live.ts); a decision
// also changes the customer's record, websites and plan.
import { z } from 'zod'
import type { ApprovalRecord, ApprovalStatus, ApprovalType } from '../../../api/approvals/approval.shared'
import type { ApprovalCreateInput, ApprovalStats } from '../../../api/approvals/approval-requests.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { fetchAllItems, listAnswerSchema, listUrl, type ListPage, type ListParams } from './list-page'
import { meKeys } from './me'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const MY_APPROVALS_PATH = '/api/me/approvals'
export const EMAIL_CHANGE_CODE_PATH = '/api/me/email-change/code'
export const ADMIN_APPROVALS_PATH = '/api/admin/approvals'

export interface AdminApprovalParams extends ListParams {
  status?: ApprovalStatus
  type?: ApprovalType
}

export const approvalKeys = {
  all: ['approvals'] as const,
  mine: ['approvals', 'mine'] as const,
  admin: ['approvals', 'admin'] as const,
  list: (params: AdminApprovalParams) => ['approvals', 'admin', 'list', params] as const,
  stats: ['approvals', 'admin', 'stats'] as const,
  one: (id: string) => ['approvals', 'admin', 'one', id] as const,
}

const schemas = () => import('../../../api/approvals/approval-requests.shared')
const listSchema = lazySchema(() =>
  import('../../../api/approvals/approval.shared').then((m) => listAnswerSchema(m.approvalRecordSchema)),
)
const approvalSchema = lazySchema(() =>
  schemas().then((m) => m.approvalResponseSchema.transform((answer) => answer.data.approval)),
)
const statsSchema = lazySchema(() =>
  schemas().then((m) => m.approvalStatsResponseSchema.transform((answer) => answer.data)),
)
const messageSchema = z.object({ success: z.literal(true), message: z.string() })

// The customer's side.

export const fetchMyApprovals = (signal?: AbortSignal) =>
  fetchAllItems(MY_APPROVALS_PATH, listSchema, {}, signal)

export const useMyApprovals = () => useResourceQuery(approvalKeys.mine, fetchMyApprovals)

/** A customer's request waits for the server: changes nothing until an admin approves. */
export const createApproval = (input: ApprovalCreateInput) =>
  write(() => api.post(MY_APPROVALS_PATH, input), approvalSchema, [approvalKeys.all])

export const withdrawApproval = (id: string) =>
  write(() => api.delete(`${MY_APPROVALS_PATH}/${encodeURIComponent(id)}`), approvalSchema, [
    approvalKeys.all,
  ])

export const sendEmailChangeCode = (email: string) =>
  write(() => api.post(EMAIL_CHANGE_CODE_PATH, { email }), messageSchema)

// The back-office's side.

export function fetchAdminApprovals(
  params: AdminApprovalParams = {},
  signal?: AbortSignal,
): Promise<ListPage<ApprovalRecord>> {
  const { type, ...rest } = params
  const url = listUrl(ADMIN_APPROVALS_PATH, rest)
  const query = type ? `${url.includes('?') ? '&' : '?'}type=${encodeURIComponent(type)}` : ''
  return api.get(`${url}${query}`, { schema: listSchema, signal })
}

export const useAdminApprovals = (params: AdminApprovalParams) =>
  useResourceQuery(approvalKeys.list(params), (signal) => fetchAdminApprovals(params, signal))

export const fetchApprovalStats = (signal?: AbortSignal): Promise<ApprovalStats> =>
  api.get(`${ADMIN_APPROVALS_PATH}/stats`, { schema: statsSchema, signal })

export const useApprovalStats = () => useResourceQuery(approvalKeys.stats, fetchApprovalStats)

const adminPath = (id: string) => `${ADMIN_APPROVALS_PATH}/${encodeURIComponent(id)}`

/** One request by id, for the detail dialog (null: none is open). */
export const useAdminApproval = (id: string | null) =>
  useResourceQuery(
    approvalKeys.one(id ?? ''),
    (signal): Promise<ApprovalRecord> => api.get(adminPath(id ?? ''), { schema: approvalSchema, signal }),
    { enabled: id !== null },
  )

// What an approval may have changed: the customer, their websites, plan and the dashboards.
const decisionChanges = [approvalKeys.all, ['users'], ['websites'], adminOverviewKeys.all, meKeys.all]

export const approveApproval = (id: string, notes: string) =>
  write(
    () => api.post(`${adminPath(id)}/approve`, notes.trim() ? { notes: notes.trim() } : {}),
    approvalSchema,
    decisionChanges,
  )

export const rejectApproval = (id: string, reason: string) =>
  write(() => api.post(`${adminPath(id)}/reject`, { reason }), approvalSchema, decisionChanges)

/** The customer's pending request of a type (for a website: of that website), if any. */
export function pendingApproval(
  approvals: readonly ApprovalRecord[] | undefined,
  type: ApprovalType,
  websiteId: string | null = null,
): ApprovalRecord | null {
  return (
    approvals?.find(
      (approval) =>
        approval.status === 'pending' &&
        approval.type === type &&
        (websiteId === null || approval.websiteId === websiteId),
    ) ?? null
  )
}
