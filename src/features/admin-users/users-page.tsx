// /admin/users: the customers screen on the admin UI kit. Stats, a server-side search by name or
// e-mail, status and plan chips, the paged and sortable table (cards on small screens) with the list
// state in the URL, the add and edit dialogs, inline plan change, suspend / activate, delete with a
// confirmation, and each customer's drawer (`?open=<id>`).
import { useListChange } from '../../components/data-table/use-list-change'
import { AdminPageHeader } from '../../components/admin-page-header'
import { useState } from 'react'
import type { User } from '../../../api/users/user.shared'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { tableNavigation } from '../../components/data-table/list-search'
import { useDocumentTitle } from '../../components/use-document-title'
import { sessionState } from '../../lib/session'
import { useStore } from '../../lib/use-store'
import { useOpenedUser } from './use-opened-user'
import { useUserActions } from './use-user-actions'
import { useUsersList } from './use-users-list'
import { UserCard } from './user-card'
import { userColumns } from './user-columns'
import { UserDetailsDrawer } from './user-details-drawer'
import { UserFormDialog } from './user-form-dialog'
import { PLANS, planLabel } from './user-labels'
import { UserStatCards } from './user-stats'
import { USERS_DEFAULTS } from './users-search'
import type { UsersSearch } from './users-search'
import { USERS_TOOLBAR } from './users-toolbar'
import { totalText } from '../../components/data-table/list-total'

export function UsersPage({
  search,
  onSearchChange,
}: {
  search: UsersSearch
  onSearchChange: (next: UsersSearch) => void
}) {
  useDocumentTitle('Kullanıcı yönetimi')
  const { state, list, stats } = useUsersList(search)
  const actions = useUserActions()
  const selfId = useStore(sessionState).user?.id ?? null
  const [editing, setEditing] = useState<User | 'new' | null>(null)
  const [deleting, setDeleting] = useState<User | null>(null)

  const change = useListChange(search, onSearchChange, USERS_DEFAULTS)
  const setOpen = (open: string | undefined) => change({ open })
  const opened = useOpenedUser(search.open, list.data?.items)
  const planChips = [...new Set([...PLANS, ...(stats?.plans.map((p) => p.plan) ?? [])])]
    .filter((plan) => plan !== 'Diğer')
    .map((value) => ({ value, label: planLabel(value) }))
  const handlers = {
    busyId: actions.busyId,
    selfId,
    onOpen: (user: User) => setOpen(user.id),
    onEdit: (user: User) => setEditing(user),
    onPlan: (user: User, plan: string) => void actions.changePlan(user, plan),
    onToggle: (user: User) => void actions.toggleSuspended(user),
    onDelete: (user: User) => setDeleting(user),
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Kullanıcı Yönetimi"
        description={'Müşterileri arayın, planlarını ve durumlarını yönetin, ayrıntılarını inceleyin.'}
      >
        <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
          Kullanıcı ekle
        </button>
      </AdminPageHeader>
      <UserStatCards stats={stats} />
      <ListToolbar
        config={USERS_TOOLBAR}
        q={state.q}
        filters={state.filters}
        onChange={change}
        options={{ plan: planChips }}
      />
      <DataTable<User>
        label="Kullanıcı listesi"
        columns={userColumns(handlers)}
        page={list.data}
        view={state}
        {...tableNavigation(change, USERS_DEFAULTS.sort)}
        getRowId={(user) => user.id}
        rowLabel={(user) => user.name}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Kullanıcılar yükleniyor…"
        emptyText={
          state.q || state.filters.status || state.filters.plan
            ? 'Aramanıza veya filtrenize uyan kullanıcı yok.'
            : 'Henüz kullanıcı yok.'
        }
        summary={`${totalText(list.data)} kullanıcı bulundu`}
        renderCard={(user) => <UserCard user={user} handlers={handlers} />}
      />
      {editing && <UserFormDialog user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Kullanıcıyı sil"
        confirmLabel="Kalıcı olarak sil"
        phrase={deleting?.email}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting)
          setDeleting(null)
        }}
      >
        <p>
          <strong>{deleting?.name}</strong> ve websiteleri, talepleri, dosyaları ve oturumları kalıcı olarak
          silinecek. Faturaları muhasebe kaydı olarak kalır.
        </p>
      </ConfirmDialog>
      <UserDetailsDrawer
        user={opened}
        busy={opened !== null && actions.busyId === opened.id}
        onResendInvitation={(user) => void actions.resendInvitation(user)}
        onClose={() => setOpen(undefined)}
      />
    </div>
  )
}
