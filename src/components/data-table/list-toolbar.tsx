// The toolbar above a list, built from the screen's config (`<screen>-toolbar.ts`): the search box on
// top (with the screen's actions beside it, if any), then one chip group per filter, stacked on phones and
// in a row that wraps from the xl breakpoint. Every change goes through the screen's one `change`.
import { useCallback, type ReactNode } from 'react'
import { DataTableSearch } from './data-table-search'
import { FilterChips } from './filter-chips'
import type { ListSearchBase } from './list-search'
import type { ChipFilterKey, ChipOption, ListToolbarConfig, ToolbarOptions } from './list-toolbar-config'

export function ListToolbar<S extends ListSearchBase>({
  config,
  q,
  filters,
  onChange,
  options,
  actions,
  className = '',
}: {
  config: ListToolbarConfig<S>
  /** The search text in the URL. */
  q: string
  /** The filters' values in the URL. */
  filters: { [K in ChipFilterKey<S>]?: S[K] }
  onChange: (change: Partial<S>) => void
  /** Options computed while rendering; they take the place of the config's. */
  options?: ToolbarOptions<S>
  /** Shown beside the search box from the sm breakpoint (a "new" button). */
  actions?: ReactNode
  /** Extra classes for the toolbar (a screen that lays it out in a row). */
  className?: string
}) {
  // The search box's effect depends on its callback: a stable one (the screen's `change` is) lets it run
  // only when the typed text settles or the URL changes, not on every render of the screen.
  const onSearch = useCallback((text: string) => onChange({ q: text } as Partial<S>), [onChange])
  const search = (
    <DataTableSearch
      value={q}
      onSearch={onSearch}
      label={config.search.label}
      placeholder={config.search.placeholder}
    />
  )
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      {actions ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          {search}
          {actions}
        </div>
      ) : (
        search
      )}
      {config.filters.length > 0 && (
        <div className="flex flex-col gap-2 xl:flex-row xl:flex-wrap xl:gap-x-6">
          {config.filters.map((filter) => (
            <FilterChips<string>
              key={filter.key}
              label={filter.label}
              allLabel={filter.allLabel}
              options={(options?.[filter.key] ?? filter.options ?? []) as readonly ChipOption[]}
              value={filters[filter.key] as string | undefined}
              onChange={(value) => onChange({ [filter.key]: value } as Partial<S>)}
            />
          ))}
        </div>
      )}
    </div>
  )
}
