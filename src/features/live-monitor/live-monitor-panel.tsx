// 'Canlı İzleme': the activity entries as they arrive on the admin's stream (newest first), with
// their type and severity, who acted and when; pause and resume; the connection's state.
import { SideDrawer } from '../../components/side-drawer'
import { StatusBadge } from '../../components/status-badge'
import { secondaryButtonClass } from '../../components/buttons'
import { liveState } from '../../lib/data/live'
import { useStore } from '../../lib/use-store'
import { ACTIVITY_SEVERITY_LABELS, ACTIVITY_TYPE_LABELS } from '../../lib/audit-labels'
import { LIVE_CONNECTION_DOT, LIVE_CONNECTION_TEXT } from './live-connection'
import { liveActivity, setLivePaused } from './live-activity-store'
import { formatClock } from '../../lib/format-date'

export const LIVE_MONITOR_EMPTY = 'Henüz yeni etkinlik yok. Bir değişiklik olduğunda burada görünecek.'

export function LiveMonitorPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { admin } = useStore(liveState)
  const { entries, waiting, paused } = useStore(liveActivity)
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      title="Canlı İzleme"
      description="Sistemdeki değişiklikler gerçekleştikleri anda burada listelenir."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${LIVE_CONNECTION_DOT[admin]}`} />
          {LIVE_CONNECTION_TEXT[admin]}
        </p>
        <button
          type="button"
          className={secondaryButtonClass}
          aria-pressed={paused}
          onClick={() => setLivePaused(!paused)}
        >
          {paused ? 'Devam Et' : 'Duraklat'}
        </button>
      </div>
      {paused && (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-200">
          Akış duraklatıldı{waiting.length > 0 ? `: ${waiting.length} yeni etkinlik bekliyor` : ''}.
        </p>
      )}
      {entries.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{LIVE_MONITOR_EMPTY}</p>
      ) : (
        <ol aria-label="Canlı etkinlikler" className="mt-4 flex flex-col gap-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              data-testid="live-entry"
            >
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={ACTIVITY_TYPE_LABELS[entry.type]} />
                <StatusBadge status={ACTIVITY_SEVERITY_LABELS[entry.severity]} />
                <time
                  dateTime={entry.timestamp}
                  className="ml-auto text-xs text-slate-600 dark:text-slate-400"
                >
                  {formatClock(entry.timestamp)}
                </time>
              </div>
              <p className="mt-2 text-sm font-semibold text-slate-900 dark:text-white">{entry.action}</p>
              {entry.details && (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{entry.details}</p>
              )}
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {entry.user}
                {entry.userEmail ? ` · ${entry.userEmail}` : ''}
                {entry.ipAddress ? ` · ${entry.ipAddress}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </SideDrawer>
  )
}
