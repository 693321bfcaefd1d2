// /admin/websites: website management on the admin UI kit. Stat cards, a server-side search (name,
// domain, owner e-mail), status and template chips, the table (cards on phones) with sort and pages kept
// in the URL, add and edit dialogs, the active switch, maintenance, open in a new tab, delete with
// confirmation, and a details drawer with the website's history (`?open=<id>`).
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { AdminWebsite, Website } from '../../../api/websites/website.shared'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { useOpenedWebsite } from './use-opened-website'
import { useWebsiteActions } from './use-website-actions'
import { useWebsitesList } from './use-websites-list'
import { WebsiteCard } from './website-card'
import { websiteColumns } from './website-columns'
import { WebsiteDrawer } from './website-drawer'
import { WebsiteFormDialog } from './website-form-dialog'
import { WebsiteStatCards } from './website-stats'
import { WEBSITES_DEFAULTS, type WebsitesSearch } from './websites-search'
import { WEBSITES_TOOLBAR } from './websites-toolbar'
import { totalText } from '../../components/data-table/list-total'

type Editing = { website: Website | null } | null

export function WebsitesPage({
  search,
  onSearchChange,
}: {
  search: WebsitesSearch
  onSearchChange: (next: WebsitesSearch) => void
}) {
  useDocumentTitle('Website yönetimi')
  const list = useWebsitesList(search)
  const { state } = list
  const actions = useWebsiteActions()
  const [editing, setEditing] = useState<Editing>(null)
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState<Website | null>(null)

  const change = useListChange(search, onSearchChange, WEBSITES_DEFAULTS)
  const setOpen = (open: string | undefined) => change({ open })
  const opened = useOpenedWebsite(search.open, list.page?.items)
  const handlers = {
    busyId: actions.busyId,
    onToggleActive: actions.onToggleActive,
    onToggleMaintenance: actions.onToggleMaintenance,
    onTogglePublished: actions.onTogglePublished,
    onPublishChanges: actions.onPublishChanges,
    onEdit: (website: Website) => setEditing({ website }),
    onEditContent: (website: Website) =>
      void navigate({ to: '/admin/website-editor/$id', params: { id: website.id } }),
    onDelete: (website: Website) => setDeleting(website),
  }
  const filtered = Boolean(state.q || state.filters.status || state.filters.template)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Website Yönetimi"
        description={'Müşterilerin websitelerini arayın, durumlarını değiştirin, yenilerini ekleyin.'}
      >
        <button type="button" className={primaryButtonClass} onClick={() => setEditing({ website: null })}>
          Yeni Website
        </button>
      </AdminPageHeader>
      <WebsiteStatCards stats={list.stats} />
      <ListToolbar config={WEBSITES_TOOLBAR} q={state.q} filters={state.filters} onChange={change} />
      <DataTable<AdminWebsite>
        label="Websiteler listesi"
        columns={websiteColumns({ ...handlers, onOpen: (website) => setOpen(website.id) })}
        page={list.page}
        view={state}
        {...tableNavigation(change, WEBSITES_DEFAULTS.sort)}
        getRowId={(website) => website.id}
        rowLabel={(website) => website.name}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Websiteler yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan website yok.' : 'Henüz website yok.'}
        summary={`${totalText(list.page)} website bulundu`}
        renderCard={(website, select) => (
          <WebsiteCard website={website} select={select} onOpen={() => setOpen(website.id)} {...handlers} />
        )}
      />
      <WebsiteDrawer website={opened} onClose={() => setOpen(undefined)} {...handlers} />
      <WebsiteFormDialog
        open={editing !== null}
        website={editing?.website ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Website silinsin mi?"
        confirmLabel="Websiteyi Sil"
        phrase={deleting?.name}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting)
          if (deleting?.id === search.open) setOpen(undefined)
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> ({deleting?.domain}) kalıcı olarak silinecek: yayındaki sayfası ve
          ziyaret kayıtları da silinir. Bu işlem geri alınamaz.
        </p>
      </ConfirmDialog>
    </div>
  )
}
