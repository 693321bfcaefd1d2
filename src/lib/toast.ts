// The app's one entry to toasts (react-hot-toast, headless build, styled with Tailwind).
// The library and the toast region load on the first toast, so pages that never toast (the landing page)
// do not pay for them; calls return an id at once and the toast appears when the chunk is in.
import { Suspense, createElement, lazy, useSyncExternalStore } from 'react'
import type { ReactElement } from 'react'

export const TOAST_DURATION_MS = 4000
export const TOAST_VISIBLE_LIMIT = 3
export const TOAST_GAP_PX = 14

export type ToastKind = 'success' | 'error' | 'info' | 'loading'

export interface ToastAction {
  label: string
  onClick: () => void
}

export interface NotifyOptions {
  id?: string
  /** Milliseconds; `Infinity` keeps the toast until it is dismissed. */
  duration?: number
  action?: ToastAction
}

export interface ToastRequest extends NotifyOptions {
  id: string
  kind: ToastKind
  message: string | ReactElement
}

interface ToastTiming {
  id: string
  visible: boolean
  createdAt: number
}

/** The visible toasts beyond the limit, oldest first out: react-hot-toast has no limit of its own. */
export function toastsBeyondLimit(
  toasts: readonly ToastTiming[],
  limit: number = TOAST_VISIBLE_LIMIT,
): string[] {
  return toasts
    .filter((toast) => toast.visible)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(limit)
    .map((toast) => toast.id)
}

const loadRegion = () => import('./toast-region')

let regionWanted = false
const regionListeners = new Set<() => void>()
let nextId = 0

function deliver(request: ToastRequest): string {
  if (!regionWanted) {
    regionWanted = true
    regionListeners.forEach((listener) => listener())
  }
  void loadRegion().then((region) => region.showToast(request))
  return request.id
}

function show(kind: ToastKind, message: string | ReactElement, options: NotifyOptions = {}): string {
  nextId += 1
  return deliver({ ...options, kind, message, id: options.id ?? `toast-${nextId}` })
}

export const notify = {
  success: (message: string | ReactElement, options?: NotifyOptions) => show('success', message, options),
  error: (message: string | ReactElement, options?: NotifyOptions) => show('error', message, options),
  info: (message: string | ReactElement, options?: NotifyOptions) => show('info', message, options),
  loading: (message: string | ReactElement, options?: NotifyOptions) => show('loading', message, options),
  dismiss: (id?: string) => {
    if (regionWanted) void loadRegion().then((region) => region.dismissToast(id))
  },
}

const ToastRegion = lazy(() => loadRegion().then((region) => ({ default: region.ToastRegion })))

function subscribeRegion(listener: () => void) {
  regionListeners.add(listener)
  return () => regionListeners.delete(listener)
}

/** Mounted once in the app shell; renders nothing until the first toast is requested. */
export function AppToaster() {
  const wanted = useSyncExternalStore(
    subscribeRegion,
    () => regionWanted,
    () => false,
  )
  return wanted ? createElement(Suspense, { fallback: null }, createElement(ToastRegion)) : null
}
