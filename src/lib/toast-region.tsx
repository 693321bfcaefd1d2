// Renders toasts for src/lib/toast.ts (loaded lazily by it; import toast.ts, not this file).
import { useEffect } from 'react'
import type { ReactElement } from 'react'
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless'
import type { Toast } from 'react-hot-toast/headless'
import { TOAST_DURATION_MS, TOAST_GAP_PX, toastsBeyondLimit } from './toast'
import type { ToastKind, ToastRequest } from './toast'

export function showToast({ id, kind, message, duration, action }: ToastRequest): void {
  const content = action ? (
    <ActionMessage message={message} label={action.label} onClick={action.onClick} />
  ) : (
    message
  )
  const options = { id, ...(duration === undefined ? {} : { duration }) }
  if (kind === 'success') toast.success(content, options)
  else if (kind === 'error') toast.error(content, options)
  else if (kind === 'loading') toast.loading(content, options)
  else toast(content, options)
}

export function dismissToast(id?: string): void {
  toast.dismiss(id)
}

function ActionMessage(props: { message: string | ReactElement; label: string; onClick: () => void }) {
  return (
    <span className="flex items-center gap-3">
      <span className="flex-1">{props.message}</span>
      <button
        type="button"
        onClick={props.onClick}
        className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
      >
        {props.label}
      </button>
    </span>
  )
}

const iconClass: Record<ToastKind, string> = {
  success: 'bg-emerald-600 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-blue-600 text-white',
  loading: 'animate-spin border-2 border-slate-300 border-t-blue-600 bg-transparent',
}

const iconGlyph: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i', loading: '' }

function ToastCard({
  item,
  offset,
  onHeight,
}: {
  item: Toast
  offset: number
  onHeight: (h: number) => void
}) {
  const kind: ToastKind = item.type === 'blank' || item.type === 'custom' ? 'info' : item.type
  return (
    <div
      ref={(element) => {
        if (element && item.height === undefined) onHeight(element.getBoundingClientRect().height)
      }}
      {...item.ariaProps}
      aria-hidden={item.visible ? undefined : true}
      className={`absolute right-0 bottom-0 flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-lg transition-all duration-200 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 ${item.visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      style={{ transform: `translateY(-${offset}px)` }}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${iconClass[kind]}`}
      >
        {iconGlyph[kind]}
      </span>
      <div className="min-w-0 flex-1">{resolveValue(item.message, item)}</div>
    </div>
  )
}

/** Bottom-right, 4000 ms, 14 px apart, at most three visible (the oldest gives way). */
export function ToastRegion() {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS })

  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts)) toast.dismiss(id)
  }, [toasts])

  return (
    <section
      aria-label="Bildirimler"
      className="fixed right-4 bottom-4 z-50 w-[356px] max-w-[calc(100vw-2rem)]"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((item) => (
        <ToastCard
          key={item.id}
          item={item}
          offset={handlers.calculateOffset(item, { gutter: TOAST_GAP_PX })}
          onHeight={(height) => handlers.updateHeight(item.id, height)}
        />
      ))}
    </section>
  )
}
