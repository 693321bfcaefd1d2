// The DNS records the owner creates, each value with its copy button: a table where the panel is wide
// enough, stacked cards where it is not (a phone), so nothing scrolls sideways. The panel's width decides
// (a container query), not the screen's: the same panel sits in a dialog and in a drawer.
import { useId } from 'react'
import type { DnsRecord } from '../../../api/site-domains/site-domain.shared'
import { CopyValueButton } from './copy-value-button'
import { domainTexts, recordLabel } from './domain-view'

const headClass = 'py-2 pr-3 font-medium'
const cellClass = 'py-2 pr-3 align-top'
const valueClass = 'font-mono text-xs break-all text-slate-900 select-all dark:text-white'

function RecordValue({ record, records }: { record: DnsRecord; records: readonly DnsRecord[] }) {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <code className={valueClass}>{record.value}</code>
      <CopyValueButton value={record.value} label={recordLabel(record, records)} />
    </div>
  )
}

export function DnsRecords({ records }: { records: readonly DnsRecord[] }) {
  const titleId = useId()
  const key = (record: DnsRecord) => `${record.type} ${record.name} ${record.value}`
  return (
    <div className="@container">
      <h4 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {domainTexts.records}
      </h4>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{domainTexts.recordsHint}</p>
      <table className="mt-2 hidden w-full table-fixed text-left text-sm @md:table" aria-labelledby={titleId}>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className={`${headClass} w-16`}>
              Tür
            </th>
            <th scope="col" className={`${headClass} w-24`}>
              Ad
            </th>
            <th scope="col" className={headClass}>
              Değer
            </th>
            <th scope="col" className={`${headClass} w-1/4`}>
              Amaç
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={key(record)} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className={`${cellClass} font-semibold text-slate-900 dark:text-white`}>{record.type}</td>
              <td className={`${cellClass} font-mono text-xs break-all text-slate-900 dark:text-white`}>
                {record.name}
              </td>
              <td className={cellClass}>
                <RecordValue record={record} records={records} />
              </td>
              <td className={`${cellClass} text-xs text-slate-600 dark:text-slate-400`}>{record.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 flex flex-col gap-3 @md:hidden" aria-labelledby={titleId}>
        {records.map((record) => (
          <li
            key={key(record)}
            className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
              <dt className="text-slate-600 dark:text-slate-400">Tür</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">{record.type}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Ad</dt>
              <dd className="font-mono text-xs break-all text-slate-900 dark:text-white">{record.name}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Değer</dt>
              <dd className="min-w-0">
                <RecordValue record={record} records={records} />
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Amaç</dt>
              <dd className="text-xs text-slate-600 dark:text-slate-400">{record.purpose}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
