// The approvals list's state in the URL: search (name or e-mail), status and type chips, page, page
// size, sort (newest first unless the admin picks another column), and `open`: the request whose detail
// dialog is open.
import type { z } from 'zod'
import { approvalStatusSchema, approvalTypeSchema } from '../../../api/approvals/approval.shared'
import { APPROVAL_SORT_FIELDS } from '../../../api/approvals/approval-requests.shared'
import { listSearchSchema, openRecordSearch } from '../../components/data-table/list-search'

export const approvalsSearchSchema = listSearchSchema({
  sortFields: APPROVAL_SORT_FIELDS,
  filters: { status: approvalStatusSchema, type: approvalTypeSchema },
}).extend(openRecordSearch)

export type ApprovalsSearch = z.infer<typeof approvalsSearchSchema>

export const APPROVALS_DEFAULTS = { sortFields: APPROVAL_SORT_FIELDS, sort: '-createdAt' }
