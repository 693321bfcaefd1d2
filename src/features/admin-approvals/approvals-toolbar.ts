// The approvals list's toolbar: search by the customer's name or e-mail, status and type chips.
import { approvalStatusSchema, approvalTypeSchema } from '../../../api/approvals/approval.shared'
import { APPROVAL_STATUS_LABELS, APPROVAL_TYPE_LABELS } from '../../../api/approvals/approval-messages.shared'
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import type { ApprovalsSearch } from './approvals-search'

export const APPROVALS_TOOLBAR: ListToolbarConfig<ApprovalsSearch> = {
  search: { label: 'Müşteri adı veya e-postası ara', placeholder: 'Ad veya e-posta ara…' },
  filters: [
    {
      key: 'status',
      label: 'Duruma göre filtrele',
      options: approvalStatusSchema.options.map((value) => ({ value, label: APPROVAL_STATUS_LABELS[value] })),
    },
    {
      key: 'type',
      label: 'Talep türüne göre filtrele',
      allLabel: 'Tüm türler',
      options: approvalTypeSchema.options.map((value) => ({ value, label: APPROVAL_TYPE_LABELS[value] })),
    },
  ],
}
