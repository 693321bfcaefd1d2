// Search (website name, email, company; the server compares Turkish-case-insensitively) and status chips.
import { WEBSITE_REQUEST_STATUSES } from '../../../api/schemas/website-request-status'
import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { statusLabel } from './request-labels'

const chipClass =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600'
const chipIdle =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
const chipActive =
  'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'

export function RequestFilters({
  search,
  onSearch,
  status,
  onStatus,
}: {
  search: string
  onSearch: (value: string) => void
  status: WebsiteRequestStatus | undefined
  onStatus: (value: WebsiteRequestStatus | undefined) => void
}) {
  const chips: { value: WebsiteRequestStatus | undefined; label: string }[] = [
    { value: undefined, label: 'Tümü' },
    ...WEBSITE_REQUEST_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
  ]
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <label className="block w-full lg:max-w-sm">
        <span className="sr-only">Website adı, e-posta veya firma ara</span>
        <input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Website adı, e-posta veya firma ara…"
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
      </label>
      <div role="group" aria-label="Duruma göre filtrele" className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = chip.value === status
          return (
            <button
              key={chip.label}
              type="button"
              aria-pressed={active}
              onClick={() => onStatus(chip.value)}
              className={`${chipClass} ${active ? chipActive : chipIdle}`}
            >
              {chip.label}
            </button>
          )
        })}
      </div>
    </div>
  )
}
