// /admin/approvals: approval management on the admin UI kit (docs/rules/approvals.md). Stat cards, a
// server-side search (name or e-mail), status and type chips, the table (cards on phones) with sort and
// pages kept in the URL, and the detail dialog (`?open=<id>`) with the diff and the decision.
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { useCallback } from 'react'
import type { ApprovalRecord } from '../../../api/schemas/approval'
import { approvalStatusSchema, approvalTypeSchema } from '../../../api/schemas/approval'
import { APPROVAL_STATUS_LABELS, APPROVAL_TYPE_LABELS } from '../../../api/schemas/approval-messages'
import { DataTable } from '../../components/data-table/data-table'
import { DataTableSearch } from '../../components/data-table/data-table-search'
import { FilterChips } from '../../components/data-table/filter-chips'
import { tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { ApprovalCard } from './approval-card'
import { approvalColumns } from './approval-columns'
import { ApprovalDetailDialog } from './approval-detail-dialog'
import { ApprovalStatCards } from './approval-stats'
import { APPROVALS_DEFAULTS, type ApprovalsSearch } from './approvals-search'
import { useApprovalsList } from './use-approvals-list'

const STATUS_CHIPS = approvalStatusSchema.options.map((value) => ({
  value,
  label: APPROVAL_STATUS_LABELS[value],
}))
const TYPE_CHIPS = approvalTypeSchema.options.map((value) => ({ value, label: APPROVAL_TYPE_LABELS[value] }))

export function ApprovalsPage({
  search,
  onSearchChange,
}: {
  search: ApprovalsSearch
  onSearchChange: (next: ApprovalsSearch) => void
}) {
  useDocumentTitle('Onay yönetimi')
  const list = useApprovalsList(search)
  const { state } = list
  const change = useListChange(search, onSearchChange, APPROVALS_DEFAULTS)
  const onSearch = useCallback((q: string) => change({ q }), [change])
  const setOpen = (open: string | undefined) => change({ open })
  const open = (approval: ApprovalRecord) => setOpen(approval.id)
  const filtered = Boolean(state.q || state.filters.status || state.filters.type)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Onay Talepleri"
        description={
          'Müşterilerin profil, alan adı, plan ve hesap silme taleplerini inceleyin; onaylanan değişiklik hemen uygulanır.'
        }
      />
      <ApprovalStatCards stats={list.stats} />
      <div className="flex flex-col gap-3">
        <DataTableSearch
          value={state.q}
          onSearch={onSearch}
          label="Müşteri adı veya e-postası ara"
          placeholder="Ad veya e-posta ara…"
        />
        <div className="flex flex-col gap-2 xl:flex-row xl:gap-6">
          <FilterChips
            label="Duruma göre filtrele"
            options={STATUS_CHIPS}
            value={state.filters.status}
            onChange={(status) => change({ status })}
          />
          <FilterChips
            label="Talep türüne göre filtrele"
            allLabel="Tüm türler"
            options={TYPE_CHIPS}
            value={state.filters.type}
            onChange={(type) => change({ type })}
          />
        </div>
      </div>
      <DataTable<ApprovalRecord>
        label="Onay talepleri listesi"
        columns={approvalColumns(open)}
        page={list.page}
        view={state}
        {...tableNavigation(change, APPROVALS_DEFAULTS.sort)}
        getRowId={(approval) => approval.id}
        rowLabel={(approval) => `${approval.userName}, ${APPROVAL_TYPE_LABELS[approval.type]}`}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Onay talepleri yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan talep yok.' : 'Henüz onay talebi yok.'}
        summary={`${list.page?.total ?? 0} talep bulundu`}
        renderCard={(approval) => <ApprovalCard approval={approval} onOpen={() => open(approval)} />}
      />
      <ApprovalDetailDialog approval={list.opened} onClose={() => setOpen(undefined)} />
    </div>
  )
}
