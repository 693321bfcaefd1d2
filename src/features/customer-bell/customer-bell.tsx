// The customer's bell (docs/rules/notifications.md#the-customers-bell): the unread count on the button,
// the newest notifications in a panel, mark one or all read. The feed's reads live under
// 'notifications', so a live event naming the customer (a system notification sent to them) refreshes it
// without a reload; the count is announced politely when it grows.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { useState } from 'react'
import { Outline } from '../../components/icons'
import {
  markAllNotificationsRead,
  markNotificationRead,
  useMyNotifications,
} from '../../lib/data/notifications'
import { notify } from '../../lib/toast'
import { formatNumericDateTime } from '../../lib/format-date'

const FAILED = 'İşlem tamamlanamadı. Lütfen tekrar deneyin.'

export function bellLabel(unread: number): string {
  return unread > 0 ? `Bildirimler: ${unread} okunmamış` : 'Bildirimler: okunmamış bildirim yok'
}

export function CustomerBell() {
  const { data, error } = useMyNotifications()
  const [busy, setBusy] = useState(false)
  const unread = data?.unread ?? 0
  const items = data?.items ?? []
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } catch {
      notify.error(FAILED)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={bellLabel(unread)}
        title={bellLabel(unread)}
        data-testid="customer-bell"
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Outline>
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </Outline>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverButton>
      <span className="sr-only" aria-live="polite">
        {unread > 0 ? `${unread} okunmamış bildirim` : ''}
      </span>
      {/*
        In place, not anchored: an anchored panel is portalled with focus sentinels axe reports. On a phone
        the bell sits left of the theme and menu buttons, so a panel hung from its right edge would run off
        the screen's left: below 40rem it spans the screen under the bar instead (the bar's backdrop filter
        makes it the containing block of fixed boxes, and the bar is the screen's width, 4rem high).
      */}
      <PopoverPanel
        data-testid="customer-bell-panel"
        className="fixed inset-x-3 top-[4.5rem] z-[60] rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80 dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="flex items-center justify-between gap-2 px-2 py-1">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Bildirimler</h2>
          {unread > 0 && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(markAllNotificationsRead)}
              className="rounded-lg px-2 py-1 text-xs font-semibold text-blue-700 hover:bg-blue-50 disabled:opacity-60 dark:text-blue-300 dark:hover:bg-slate-800"
            >
              Tümünü okundu işaretle
            </button>
          )}
        </div>
        {error && <p className="px-2 py-2 text-sm text-red-700 dark:text-red-300">{error}</p>}
        {!error && items.length === 0 && (
          <p className="px-2 py-2 text-sm text-slate-600 dark:text-slate-400">Henüz bildiriminiz yok.</p>
        )}
        {/*
          A scrolling list takes the keyboard's focus (tabIndex 0), so the panel always holds something
          focusable right after the bell: without it (no notifications, nothing unread) Headless UI takes
          the panel for a portalled one and adds focus sentinels that axe reports as aria-hidden-focus.
        */}
        <ul
          tabIndex={0}
          className="flex max-h-[min(24rem,calc(100dvh-9rem))] flex-col overflow-y-auto rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          aria-label="Bildirim listesi"
        >
          {items.map((item) => (
            <li
              key={item.id}
              className={`rounded-lg px-2 py-2 ${item.read ? '' : 'bg-blue-50 dark:bg-slate-800'}`}
            >
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                {!item.read && <span className="sr-only">Okunmadı: </span>}
                {item.title}
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">{item.message}</p>
              <div className="mt-1 flex items-center justify-between gap-2">
                <time
                  className="text-xs text-slate-600 dark:text-slate-400"
                  dateTime={item.sentAt ?? item.createdAt}
                >
                  {formatNumericDateTime(item.sentAt ?? item.createdAt)}
                </time>
                {!item.read && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void run(() => markNotificationRead(item.id))}
                    className="rounded-lg px-2 py-1 text-xs font-semibold text-blue-700 hover:bg-blue-100 disabled:opacity-60 dark:text-blue-300 dark:hover:bg-slate-700"
                    aria-label={`Okundu işaretle: ${item.title}`}
                  >
                    Okundu işaretle
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  )
}
