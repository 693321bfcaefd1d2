// 'SMS kaydı': what the default SMS driver wrote instead of sending (no SMS provider is reachable), newest
// first (docs/rules/notifications.md#sms).
import { SideDrawer } from '../../components/side-drawer'
import { useSmsLog } from '../../lib/data/notifications'
import { formatNumericDateTime } from '../../lib/format-date'

export function SmsLogDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data, error, loading } = useSmsLog({ pageSize: 100 }, open)
  return (
    <SideDrawer
      open={open}
      title="SMS kaydı"
      description="SMS sağlayıcısı bağlı olmadığından mesajlar gönderilmez, burada kaydedilir."
      onClose={onClose}
    >
      {loading && <p className="text-sm text-slate-600 dark:text-slate-400">SMS kaydı yükleniyor…</p>}
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      {data && data.items.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Henüz kaydedilmiş SMS yok.</p>
      )}
      {data && data.items.length > 0 && (
        <ul
          className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
          aria-label="SMS listesi"
        >
          {data.items.map((sms) => (
            <li key={sms.id} className="py-3 text-sm">
              <p className="font-semibold text-slate-900 dark:text-white">{sms.to}</p>
              <p className="text-slate-700 dark:text-slate-300">{sms.message}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {formatNumericDateTime(sms.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SideDrawer>
  )
}
