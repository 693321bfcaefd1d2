// /admin/support-tickets: the support desk on the admin UI kit (docs/rules/support-desk.md). The
// customers' requests and support tickets on one server-side list: search, chips for type, status,
// priority and assignee, the table (cards on phones) with sort and pages in the URL, and a drawer with
// the thread, the reply box, the status moves, assignee and priority, and the history.
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { useState } from 'react'
import type { DeskItem } from '../../../api/support-desk/support-desk.shared'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { formatSort, resolveListState, tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { useDesk } from '../../lib/data/support-desk'
import { DeskCard } from './desk-card'
import { deskColumns } from './desk-columns'
import { DeskDrawer } from './desk-drawer'
import { DESK_DEFAULTS, type DeskSearch } from './desk-search'
import { DESK_TOOLBAR } from './desk-toolbar'
import { totalText } from '../../components/data-table/list-total'

export function SupportDeskPage({
  search,
  onSearchChange,
}: {
  search: DeskSearch
  onSearchChange: (next: DeskSearch) => void
}) {
  useDocumentTitle('Destek talepleri')
  const state = resolveListState(search, DESK_DEFAULTS)
  const { type, status, priority, assignee } = state.filters
  const list = useDesk({
    q: state.q || undefined,
    type,
    status,
    priority,
    assignee,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const [openedId, setOpenedId] = useState<string | null>(null)
  const change = useListChange(search, onSearchChange, DESK_DEFAULTS)
  const filtered = Boolean(state.q || type || status || priority || assignee)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Destek Talepleri"
        description={
          'Müşterilerin taleplerini ve destek biletlerini tek yerden yanıtlayın, atayın ve sonuçlandırın.'
        }
      />
      <ListToolbar config={DESK_TOOLBAR} q={state.q} filters={state.filters} onChange={change} />
      <DataTable<DeskItem>
        label="Destek talepleri listesi"
        columns={deskColumns((item) => setOpenedId(item.id))}
        page={list.data}
        view={state}
        {...tableNavigation(change, DESK_DEFAULTS.sort)}
        getRowId={(item) => item.id}
        rowLabel={(item) => item.title}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Talepler yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan talep yok.' : 'Henüz talep yok.'}
        summary={`${totalText(list.data)} talep bulundu`}
        renderCard={(item) => <DeskCard item={item} onOpen={() => setOpenedId(item.id)} />}
      />
      <DeskDrawer id={openedId} onClose={() => setOpenedId(null)} />
    </div>
  )
}
