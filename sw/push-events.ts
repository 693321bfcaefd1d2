/// <reference lib="webworker" />
import { pushMessageSchema, type PushMessage } from '../api/push/push-subscription.shared'

// The service worker's side of Web Push (docs/rules/push-notifications.md#the-service-worker): a push
// shows a notification (our JSON, or something sensible for any other payload); a click on it brings an
// open window of the app to the front at the message's screen, or opens one.

const APP_NAME = 'SiteKur'
const ICON = '/icons/icon-192.png'
export const DEFAULT_PUSH_BODY = 'Yeni bir bildiriminiz var.'
export const DEFAULT_PUSH_URL = '#/dashboard'

/** Only the app's own hash routes are opened; anything else opens the dashboard. */
export function safeAppRoute(url: unknown): string {
  return typeof url === 'string' && /^#\/[^\s]*$/.test(url) && url.length <= 500 ? url : DEFAULT_PUSH_URL
}

/** Our JSON message, or a plain text payload as the body, or nothing: never an empty notification. */
export function readPushPayload(text: string | null): PushMessage {
  if (text) {
    try {
      const parsed = pushMessageSchema.safeParse(JSON.parse(text))
      if (parsed.success) return { ...parsed.data, url: safeAppRoute(parsed.data.url) }
    } catch {
      // Not JSON: shown as text below.
    }
    const trimmed = text.trim()
    if (trimmed) return { title: APP_NAME, body: trimmed.slice(0, 300), url: DEFAULT_PUSH_URL }
  }
  return { title: APP_NAME, body: DEFAULT_PUSH_BODY, url: DEFAULT_PUSH_URL }
}

export function showPushNotification(sw: ServiceWorkerGlobalScope, message: PushMessage, tag?: string) {
  return sw.registration.showNotification(message.title, {
    body: message.body,
    icon: ICON,
    badge: ICON,
    lang: 'tr',
    data: { url: safeAppRoute(message.url) },
    ...(tag ? { tag } : {}),
  })
}

/** Focuses a window of the app and takes it to `route`; opens one when none is open. */
export async function openAppAt(sw: ServiceWorkerGlobalScope, route: string): Promise<void> {
  const target = new URL(safeAppRoute(route), sw.registration.scope).href
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const appWindow = windows.find((client) => client.url.startsWith(sw.registration.scope))
  if (appWindow) {
    // focus() needs the click's user activation; navigate() does not, and works on the windows this
    // worker controls. An uncontrolled window, or none, gets a new window.
    const focused = await appWindow.focus().catch(() => appWindow)
    try {
      if (await focused.navigate(target)) return
    } catch {
      // Fall through to a new window.
    }
  }
  await sw.clients.openWindow(target)
}

/** The payload as text; null when there is none or it cannot be read. */
function pushText(data: PushMessageData | null): string | null {
  try {
    return data?.text() ?? null
  } catch {
    return null
  }
}

export function setUpPushEvents(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const text = pushText(event.data)
    event.waitUntil(showPushNotification(sw, readPushPayload(text)))
  })
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const data = event.notification.data as { url?: unknown } | null
    event.waitUntil(openAppAt(sw, safeAppRoute(data?.url)))
  })
}
