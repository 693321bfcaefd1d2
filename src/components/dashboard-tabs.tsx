// The dashboards' tab bar, after the WAI-ARIA tabs pattern (automatic activation): one tab stop,
// arrow keys / Home / End move between tabs, each panel is labelled by its tab. Written by hand
// rather than with Headless UI's tabs so the dashboards' first render does not pay for that library.
// The selected tab is owned by the caller (it lives in the URL); only the selected panel is rendered.
// On a narrow screen the bar scrolls sideways: a fading edge shows there is more on that side, and the
// selected tab is scrolled into view (docs/rules/customer-dashboard.md#dashboards).
import { useId, useRef } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useScrollableBar } from './use-scrollable-bar'

export interface DashboardTab<Id extends string> {
  id: Id
  label: string
  render: () => ReactNode
  /** A count after the label (unread messages); `text` is what a screen reader hears ('3 okunmamış'). */
  badge?: { count: number; text: string }
}

/** The count after a tab's label, shown when above zero. */
function TabBadge({ count, text }: { count: number; text: string }) {
  if (count <= 0) return null
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-bold text-white dark:bg-blue-400 dark:text-slate-950">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> ({text})</span>
    </span>
  )
}

/** The tab a key moves to from `index` (null: the key is not a tab key). */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

export function DashboardTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly DashboardTab<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  label: string
}) {
  const base = useId()
  const buttons = useRef(new Map<Id, HTMLButtonElement>())
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )
  const current = tabs[index]
  const bar = useScrollableBar(buttons, current?.id)

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabs[tabIndexForKey(event.key, index, tabs.length) ?? -1]
    if (!next) return
    event.preventDefault()
    onSelect(next.id)
    buttons.current.get(next.id)?.focus()
  }

  return (
    <div>
      <div
        ref={bar.ref}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        onScroll={bar.measure}
        data-overflow={bar.overflow}
        style={bar.style}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {tabs.map((tab) => {
          const active = tab === current
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element)
                else buttons.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              // Only the selected panel exists: the others' tabs point nowhere.
              aria-controls={active ? `${base}-panel-${tab.id}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${
                active
                  ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {tab.label}
              {tab.badge && <TabBadge {...tab.badge} />}
            </button>
          )
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
          tabIndex={0}
          className="mt-6 focus:outline-none"
        >
          {current.render()}
        </div>
      )}
    </div>
  )
}
