// The dashboard's two lists: the last 5 activity entries and the system status.
import type { ReactNode } from 'react'
import type { AdminOverview } from '../../lib/data/admin-overview'
import { SystemStatusRowsList } from '../../components/system-status-list'
import { formatDateTime } from '../../lib/format-date'

const SEVERITY_DOTS: Readonly<Record<string, string>> = {
  success: 'bg-emerald-500',
  info: 'bg-blue-500',
  warning: 'bg-amber-500',
  error: 'bg-red-600',
}

export const NO_ACTIVITY_TEXT = 'Henüz aktivite yok'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function PanelError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-800 dark:text-red-300">
      {message}
    </p>
  )
}

export function RecentActivity({
  entries,
  error,
}: {
  entries: AdminOverview['recentActivity'] | null
  error: string | null
}) {
  return (
    <Panel title="Son Aktiviteler">
      {error && !entries && <PanelError message={error} />}
      {!entries && !error && <p className="text-sm text-slate-600 dark:text-slate-400">Yükleniyor…</p>}
      {entries && entries.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{NO_ACTIVITY_TEXT}</p>
      )}
      {entries && entries.length > 0 && (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${SEVERITY_DOTS[entry.severity] ?? 'bg-slate-400'}`}
              />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">{entry.action}</p>
                {entry.details && (
                  <p className="break-words text-slate-700 dark:text-slate-300">{entry.details}</p>
                )}
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {entry.user || entry.userEmail} ·{' '}
                  <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}

export function SystemStatus({
  system,
  error,
}: {
  system: AdminOverview['system'] | null
  error: string | null
}) {
  return (
    <Panel title="Sistem Durumu">
      {error && !system && <PanelError message={error} />}
      {!system && !error && <p className="text-sm text-slate-600 dark:text-slate-400">Yükleniyor…</p>}
      {system && <SystemStatusRowsList system={system} />}
    </Panel>
  )
}
