// /admin/notifications: notification management on the admin UI kit (docs/rules/notifications.md). A
// server-side search with type, status and target chips, the table with sort and pages kept in the URL,
// the create and edit dialog, send a draft (or a scheduled one early), delete with confirmation, each
// sent one's recipients with their delivery states, and the SMS log.
import { useState } from 'react'
import type { AdminNotification } from '../../../api/notifications/notification-admin.shared'
import { notificationAdminMessages as m } from '../../../api/notifications/notification-admin.shared'
import { AdminPageHeader } from '../../components/admin-page-header'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table/data-table'
import { ListToolbar } from '../../components/data-table/list-toolbar'
import { formatSort, resolveListState, tableNavigation } from '../../components/data-table/list-search'
import { useListChange } from '../../components/data-table/use-list-change'
import { smallButtonClass } from '../../components/form-styles'
import { useDocumentTitle } from '../../components/use-document-title'
import { ApiError } from '../../lib/api-client'
import { deleteNotification, sendNotification, useAdminNotifications } from '../../lib/data/notifications'
import { notify } from '../../lib/toast'
import { notificationColumns } from './notification-columns'
import { NotificationFormDialog } from './notification-form-dialog'
import { NOTIFICATIONS_DEFAULTS, type NotificationsSearch } from './notifications-search'
import { NOTIFICATIONS_TOOLBAR } from './notifications-toolbar'
import { RecipientsDrawer } from './recipients-drawer'
import { SmsLogDrawer } from './sms-log-drawer'
import { totalText } from '../../components/data-table/list-total'

const FAILED = 'İşlem tamamlanamadı. Lütfen tekrar deneyin.'

type Editing = { notification: AdminNotification | null } | null

export function NotificationsPage({
  search,
  onSearchChange,
}: {
  search: NotificationsSearch
  onSearchChange: (next: NotificationsSearch) => void
}) {
  useDocumentTitle('Bildirim yönetimi')
  const state = resolveListState(search, NOTIFICATIONS_DEFAULTS)
  const { type, status, target } = state.filters
  const list = useAdminNotifications({
    q: state.q || undefined,
    type,
    status,
    target,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort ? formatSort(state.sort) : undefined,
  })
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminNotification | null>(null)
  const [showing, setShowing] = useState<AdminNotification | null>(null)
  const [smsLog, setSmsLog] = useState(false)
  const [busyId, setBusyId] = useState<string | null>(null)

  const change = useListChange(search, onSearchChange, NOTIFICATIONS_DEFAULTS)
  const filtered = Boolean(state.q || type || status || target)

  async function act(n: AdminNotification, run: () => Promise<string>) {
    setBusyId(n.id)
    try {
      notify.success(await run())
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : FAILED)
    } finally {
      setBusyId(null)
    }
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <AdminPageHeader
        title="Bildirim Yönetimi"
        description="Müşterilere e-posta, SMS, push ve sistem bildirimleri gönderin; teslim durumlarını izleyin."
      >
        <button type="button" className={smallButtonClass} onClick={() => setSmsLog(true)}>
          SMS kaydı
        </button>
        <button
          type="button"
          className={primaryButtonClass}
          onClick={() => setEditing({ notification: null })}
        >
          Yeni Bildirim
        </button>
      </AdminPageHeader>
      <ListToolbar config={NOTIFICATIONS_TOOLBAR} q={state.q} filters={state.filters} onChange={change} />
      <DataTable<AdminNotification>
        label="Bildirimler listesi"
        columns={notificationColumns({
          busyId,
          onSend: (n) => void act(n, () => sendNotification(n.id, m.sent)),
          onEdit: (n) => setEditing({ notification: n }),
          onRecipients: setShowing,
          onDelete: setDeleting,
        })}
        page={list.data}
        view={state}
        {...tableNavigation(change, NOTIFICATIONS_DEFAULTS.sort)}
        getRowId={(n) => n.id}
        rowLabel={(n) => n.title}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Bildirimler yükleniyor…"
        emptyText={filtered ? 'Aramanıza veya filtrenize uyan bildirim yok.' : 'Henüz bildirim yok.'}
        summary={`${totalText(list.data)} bildirim bulundu`}
      />
      <NotificationFormDialog
        open={editing !== null}
        notification={editing?.notification ?? null}
        onClose={() => setEditing(null)}
      />
      <RecipientsDrawer notification={showing} onClose={() => setShowing(null)} />
      <SmsLogDrawer open={smsLog} onClose={() => setSmsLog(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Bildirim silinsin mi?"
        confirmLabel="Bildirimi Sil"
        onConfirm={() => {
          const n = deleting
          if (n) void act(n, () => deleteNotification(n.id, m.deleted))
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.title}</strong> ve alıcı kayıtları kalıcı olarak silinecek; müşterilerin bildirim
          listesinden de kalkar. Bu işlem geri alınamaz.
        </p>
      </ConfirmDialog>
    </div>
  )
}
