// /admin/approvals: approval management on the admin UI kit (docs/rules/approvals.md). Stat cards, a
// server-side search (name or e-mail), status and type chips, the table (cards on phones) with sort and
// pages kept in the URL, and the detail dialog (`?open=<id>`) with the diff and the decision.
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import type { ApprovalRecord } from '../../../api/approvals/approval.shared'
import { approvalLabel } from '../../../api/approvals/approval-messages.shared'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { ApprovalCard } from './approval-card'
import { approvalColumns } from './approval-columns'
import { ApprovalDetailDialog } from './approval-detail-dialog'
import { ApprovalStatCards } from './approval-stats'
import { APPROVALS_DEFAULTS, type ApprovalsSearch } from './approvals-search'
import { APPROVALS_TOOLBAR } from './approvals-toolbar'
import { useApprovalsList } from './use-approvals-list'
import { totalText } from '../../components/data-table/list-total'

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
      <ListToolbar config={APPROVALS_TOOLBAR} q={state.q} filters={state.filters} onChange={change} />
      <DataTable<ApprovalRecord>
        label="Onay talepleri listesi"
        columns={approvalColumns(open)}
        page={list.page}
        view={state}
        {...tableNavigation(change, APPROVALS_DEFAULTS.sort)}
        getRowId={(approval) => approval.id}
        rowLabel={(approval) => `${approval.userName}, ${approvalLabel(approval)}`}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Onay talepleri yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan talep yok.' : 'Henüz onay talebi yok.'}
        summary={`${totalText(list.page)} talep bulundu`}
        renderCard={(approval) => <ApprovalCard approval={approval} onOpen={() => open(approval)} />}
      />
      <ApprovalDetailDialog approval={list.opened} onClose={() => setOpen(undefined)} />
    </div>
  )
}
