// The audit history of one record (who changed which fields, before → after, when, from where and
// why), shown in a record's drawer. Reads GET /api/admin/audit?resource=&recordId=.
import { useId } from 'react'
import type { AuditRecord } from '../../api/audit/audit.shared'
import { AUDIT_ACTION_LABELS, auditValueText } from '../lib/audit-labels'
import { useAudit } from '../lib/data/audit'
import { StatusBadge } from './status-badge'
import { formatNumericDateTime } from '../lib/format-date'

type Fields = Record<string, unknown>

function FieldChanges({ before, after }: { before: Fields | null; after: Fields | null }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  if (fields.length === 0) return null
  return (
    <dl className="mt-2 grid grid-cols-1 gap-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="min-w-0 rounded-md bg-slate-50 px-2 py-1 dark:bg-slate-800/60">
          <dt className="font-mono text-xs font-semibold text-slate-700 dark:text-slate-300">{field}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">
            {before && (
              <span className="text-slate-600 line-through dark:text-slate-400">
                {auditValueText(before[field])}
              </span>
            )}
            {before && after && <span aria-label="yerine"> → </span>}
            {after && <span>{auditValueText(after[field])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function HistoryEntry({ row }: { row: AuditRecord }) {
  const whole = row.action !== 'update'
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={AUDIT_ACTION_LABELS[row.action]} />
        <time dateTime={row.at} className="text-sm font-medium text-slate-900 dark:text-white">
          {formatNumericDateTime(row.at)}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {row.actorName}
        {row.actorEmail && <span className="text-slate-600 dark:text-slate-400"> ({row.actorEmail})</span>}
        {row.ipAddress && <span className="text-slate-600 dark:text-slate-400"> · IP {row.ipAddress}</span>}
      </p>
      {row.reason && (
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
          <span className="font-semibold">Gerekçe:</span> {row.reason}
        </p>
      )}
      {whole ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-blue-700 dark:text-blue-300">
            Alanları göster
          </summary>
          <FieldChanges before={row.before} after={row.after} />
        </details>
      ) : (
        <FieldChanges before={row.before} after={row.after} />
      )}
    </li>
  )
}

export function RecordHistory({ resource, recordId }: { resource: string; recordId: string }) {
  const headingId = useId()
  const history = useAudit({ resource, recordId, pageSize: 100 })
  const rows = history.data?.items ?? []
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        Değişiklik geçmişi
      </h3>
      {history.loading && <p className="text-sm text-slate-600 dark:text-slate-400">Geçmiş yükleniyor…</p>}
      {history.error && (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-800 dark:text-red-300">
          <span>{history.error}</span>
          <button type="button" className="font-semibold underline" onClick={() => void history.refetch()}>
            Tekrar Dene
          </button>
        </div>
      )}
      {history.data && rows.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Bu kayıtta henüz değişiklik yok.</p>
      )}
      {rows.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Değişiklikler, en yeni önce">
          {rows.map((row) => (
            <HistoryEntry key={row.id} row={row} />
          ))}
        </ol>
      )}
      {history.data && history.data.total > rows.length && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          En yeni {rows.length} değişiklik gösteriliyor ({history.data.total} değişiklik var).
        </p>
      )}
    </section>
  )
}
