import type { Repositories } from '../ports'
import { approvalTypeSchema, type ApprovalRecord } from './approval.shared'
import type { ApprovalStats } from './approval-requests.shared'
import { approvalResource } from './approval-resource'

/** The back-office's figures (GET /api/admin/approvals/stats): by status, and per type total and pending. */
export async function approvalStats(repos: Repositories): Promise<ApprovalStats> {
  const approvals = repos.resource(approvalResource)
  const count = (filter: Partial<ApprovalRecord>) => approvals.count({ filter })
  const [total, pending, approved, rejected, withdrawn] = await Promise.all([
    count({}),
    count({ status: 'pending' }),
    count({ status: 'approved' }),
    count({ status: 'rejected' }),
    count({ status: 'withdrawn' }),
  ])
  const byType = Object.fromEntries(
    await Promise.all(
      approvalTypeSchema.options.map(async (type) => [
        type,
        { total: await count({ type }), pending: await count({ type, status: 'pending' }) },
      ]),
    ),
  ) as ApprovalStats['byType']
  return { total, pending, approved, rejected, withdrawn, byType }
}
