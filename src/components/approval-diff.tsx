// A request's current values against the requested ones (docs/rules/approvals.md#the-diff): one row per
// field with its label, the old value struck through and the new one marked inserted. Colour is not the
// only sign: the table's headers, <del>/<ins> and a hidden "eski/yeni değer" say which is which. Values
// the request leaves as they are (a website's name beside its new domain) show as context.
import type { ApprovalData, ApprovalRecord } from '../../api/approvals/approval.shared'
import { approvalFieldLabel } from '../../api/approvals/approval-messages.shared'
import { formatTry } from '../lib/money'
import { subscriptionMessages } from '../../api/subscriptions/subscription-messages.shared'

/**
 * Fields kept for the server, not for people: the package's id (its name and price are shown), the saved
 * state a publication request was made from.
 */
const HIDDEN = new Set(['packageId', 'savedAt'])

export function approvalValueText(field: string, value: ApprovalData[string] | undefined): string {
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır'
  if (field === 'price' && typeof value === 'number') return formatTry(value)
  if (field === 'period' && (value === 'monthly' || value === 'yearly'))
    return subscriptionMessages.periodLabel[value]
  return String(value)
}

export interface ApprovalDiffRow {
  field: string
  label: string
  current: string
  requested: string | null
}

/** The rows: requested fields first (in their order), then the context the request leaves unchanged. */
export function approvalDiffRows(current: ApprovalData, requested: ApprovalData): ApprovalDiffRow[] {
  const fields = [...Object.keys(requested), ...Object.keys(current).filter((key) => !(key in requested))]
  return fields
    .filter((field) => !HIDDEN.has(field))
    .map((field) => ({
      field,
      label: approvalFieldLabel(field),
      current: approvalValueText(field, current[field]),
      requested: field in requested ? approvalValueText(field, requested[field]) : null,
    }))
}

/** 'Ad: Ayşe Yılmaz → Ayşe Kaya' for each requested field: a request in one line. */
export function approvalChangeText(approval: Pick<ApprovalRecord, 'currentData' | 'requestedData'>): string {
  return approvalDiffRows(approval.currentData, approval.requestedData)
    .filter((row) => row.requested !== null)
    .map((row) => `${row.label}: ${row.current} → ${row.requested}`)
    .join(', ')
}

export function ApprovalDiff({
  current,
  requested,
  caption = 'Mevcut ve istenen değerler',
}: {
  current: ApprovalData
  requested: ApprovalData
  caption?: string
}) {
  const rows = approvalDiffRows(current, requested)
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <th scope="col" className="py-2 pr-3 font-medium">
            Alan
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Mevcut değer
          </th>
          <th scope="col" className="py-2 font-medium">
            İstenen değer
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.field}
            className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800"
          >
            <th scope="row" className="py-2 pr-3 font-medium text-slate-800 dark:text-slate-200">
              {row.label}
            </th>
            {row.requested === null ? (
              <>
                <td className="py-2 pr-3 break-all text-slate-900 dark:text-white">{row.current}</td>
                <td className="py-2 text-slate-600 italic dark:text-slate-400">Değişmiyor</td>
              </>
            ) : (
              <>
                <td className="py-2 pr-3 break-all">
                  <del className="rounded bg-red-50 px-1 text-red-800 decoration-2 dark:bg-red-400/10 dark:text-red-300">
                    <span className="sr-only">Eski değer: </span>
                    {row.current}
                  </del>
                </td>
                <td className="py-2 break-all">
                  <ins className="rounded bg-emerald-50 px-1 font-semibold text-emerald-800 no-underline dark:bg-emerald-400/10 dark:text-emerald-300">
                    <span className="sr-only">Yeni değer: </span>
                    {row.requested}
                  </ins>
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
