// The header's search box: a combobox (Headless UI: ↑/↓ move, Enter opens, Escape closes) that finds
// users, websites and invoices as the admin types (debounced), grouped, each opening its screen. '/' or
// Ctrl+K focuses it from anywhere in the back-office.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import type { AdminSearchHit, AdminSearchResults } from '../../../api/search/admin-search.shared'
import { ADMIN_SEARCH_MIN_LENGTH, adminSearchMessages } from '../../../api/search/admin-search-rules.shared'
import { useDebouncedValue } from '../../components/use-debounced-value'
import { useAdminSearch } from '../../lib/data/admin-search'
import { AdminIcon } from './admin-icons'
import { useSearchShortcut } from './use-search-shortcut'

export const SEARCH_PLACEHOLDER = 'Kullanıcı, website veya fatura ara…'
export const SEARCH_DEBOUNCE_MS = 250

const GROUPS: ReadonlyArray<{ key: keyof AdminSearchResults; title: string }> = [
  { key: 'users', title: 'Kullanıcılar' },
  { key: 'websites', title: 'Websiteler' },
  { key: 'invoices', title: 'Faturalar' },
]

export function AdminSearchBox() {
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  // The status line shows while the box is in use: focused, and not dismissed with Escape.
  const [inUse, setInUse] = useState(false)
  const text = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  const search = useAdminSearch(text)
  const statusId = useId()
  useSearchShortcut(input)

  const ready = text.length >= ADMIN_SEARCH_MIN_LENGTH && query.trim() === text
  const results = ready ? search.data : undefined
  const count = results ? GROUPS.reduce((sum, group) => sum + results[group.key].length, 0) : 0
  const status =
    inUse && statusText({ query: query.trim(), ready, loading: search.fetching, error: search.error, count })

  function open(hit: AdminSearchHit | null) {
    if (!hit) return
    setQuery('')
    if (input.current) input.current.value = ''
    input.current?.blur()
    void navigate({ to: hit.screen.to, search: hit.screen.search })
  }

  function searchRequests(q: string) {
    if (!q) return
    setInUse(false)
    void navigate({ to: '/admin/website-requests', search: { q } })
  }

  return (
    <div role="search" className="relative min-w-0 flex-1 sm:max-w-md">
      <Combobox<AdminSearchHit | null> value={null} onChange={open} by={(a, b) => a?.id === b?.id}>
        <AdminIcon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <ComboboxInput
          ref={input}
          type="search"
          autoComplete="off"
          displayValue={() => query}
          onChange={(event) => {
            setQuery(event.target.value)
            setInUse(true)
          }}
          onFocus={() => setInUse(true)}
          onBlur={() => setInUse(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setInUse(false)
            // Enter with no result chosen searches the request desk, as the box did before it had results.
            if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) {
              event.preventDefault()
              searchRequests(query.trim())
            }
          }}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Yönetim panelinde ara"
          aria-describedby={status ? statusId : undefined}
          aria-keyshortcuts="/ Control+K"
          className="h-10 w-full rounded-full border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        {count > 0 && results && (
          <ComboboxOptions
            aria-label="Arama sonuçları"
            className="absolute top-full right-0 left-0 z-40 mt-2 max-h-[70dvh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:right-auto sm:w-[28rem] dark:border-slate-700 dark:bg-slate-900"
          >
            {GROUPS.filter((group) => results[group.key].length > 0).map((group) => (
              <ResultGroup key={group.key} title={group.title} hits={results[group.key]} />
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
      {status && (
        <p
          id={statusId}
          role="status"
          className="absolute top-full left-0 z-40 mt-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 shadow-lg empty:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
        >
          {status}
        </p>
      )}
    </div>
  )
}

function ResultGroup({ title, hits }: { title: string; hits: readonly AdminSearchHit[] }) {
  const titleId = useId()
  return (
    <div role="group" aria-labelledby={titleId} className="py-1">
      <div
        id={titleId}
        role="presentation"
        className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        {title}
      </div>
      {hits.map((hit) => (
        <ComboboxOption
          key={hit.id}
          value={hit}
          className="flex cursor-pointer flex-col rounded-lg px-3 py-2 text-sm data-focus:bg-blue-50 data-focus:text-blue-900 dark:data-focus:bg-blue-500/15 dark:data-focus:text-blue-100"
        >
          <span className="truncate font-semibold">{hit.label}</span>
          <span className="truncate text-slate-600 dark:text-slate-400">{hit.secondary}</span>
        </ComboboxOption>
      ))}
    </div>
  )
}

/** What the box says when it has no results to list (screen readers hear it too). */
function statusText(state: {
  query: string
  ready: boolean
  loading: boolean
  error: string | null
  count: number
}) {
  if (!state.query) return null
  if (state.query.length < ADMIN_SEARCH_MIN_LENGTH) return adminSearchMessages.tooShort
  if (!state.ready || (state.loading && state.count === 0)) return 'Aranıyor…'
  if (state.error) return state.error
  return state.count === 0 ? 'Sonuç bulunamadı.' : null
}
