// The header's bell: what waits for the team, with a red dot when anything does; each line leads to
// its screen.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BELL_ITEMS, useBellCounts } from './bell-counts'

export function AdminBell({ className, icon }: { className: string; icon: ReactNode }) {
  const { data } = useBellCounts()
  const waiting = BELL_ITEMS.map((item) => ({ item, count: data?.[item.id] ?? null })).filter(
    (line): line is { item: (typeof BELL_ITEMS)[number]; count: number } =>
      line.count !== null && line.count > 0,
  )
  const total = waiting.reduce((sum, line) => sum + line.count, 0)
  const label = total > 0 ? `Bildirimler: ${total} bekleyen iş` : 'Bildirimler: bekleyen iş yok'
  return (
    <Popover className="relative">
      <PopoverButton className={className} aria-label={label} title={label}>
        {icon}
        {total > 0 && (
          <span
            data-testid="admin-bell-dot"
            className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-slate-950"
          />
        )}
      </PopoverButton>
      <PopoverPanel className="absolute top-full right-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {({ close }) => (
          <>
            <p className="px-2 py-1 text-sm font-semibold text-slate-900 dark:text-white">Bekleyen işler</p>
            {waiting.length === 0 ? (
              <p className="px-2 py-2 text-sm text-slate-600 dark:text-slate-400">Bekleyen iş yok.</p>
            ) : (
              <ul className="flex flex-col">
                {waiting.map(({ item, count }) => (
                  <li key={item.id}>
                    <Link
                      to={item.to}
                      search={item.search ?? {}}
                      onClick={() => close()}
                      className="block rounded-lg px-2 py-2 text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                    >
                      {item.label(count)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}
