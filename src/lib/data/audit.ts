// The audit trail for admins: GET /api/admin/audit (filters resource, recordId, actorId, action; search;
// newest first). Keys start with the resource's declared name ('auditTrail').
import type { AuditAction, AuditRecord } from '../../../api/audit/audit.shared'
import { lazySchema } from '../api-client'
import { fetchListPage, listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'

export const ADMIN_AUDIT_PATH = '/api/admin/audit'

export interface AuditParams extends Omit<ListParams, 'status'> {
  resource?: string
  recordId?: string
  actorId?: string
  action?: AuditAction
}

export const auditKeys = {
  all: ['auditTrail'] as const,
  list: (params: AuditParams) => ['auditTrail', 'list', params] as const,
}

const listSchema = lazySchema(() =>
  import('../../../api/audit/audit.shared').then((m) => listAnswerSchema(m.auditRecordSchema)),
)

export function auditUrl(params: AuditParams): string {
  const url = new URL(listUrl(ADMIN_AUDIT_PATH, params), 'http://x')
  for (const field of ['resource', 'recordId', 'actorId', 'action'] as const) {
    const value = params[field]
    if (value) url.searchParams.set(field, value)
  }
  return `${url.pathname}${url.search}`
}

export function fetchAudit(params: AuditParams, signal?: AbortSignal): Promise<ListPage<AuditRecord>> {
  return fetchListPage(auditUrl(params), listSchema, {}, signal)
}

export const useAudit = (params: AuditParams, options: { enabled?: boolean } = {}) =>
  useResourceQuery(auditKeys.list(params), (signal) => fetchAudit(params, signal), options)
