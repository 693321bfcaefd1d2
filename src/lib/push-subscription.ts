// This browser's Web Push subscription (docs/rules/push-notifications.md#the-profil-button): whether it
// can have one, turning it on (only from a click: browsers ask for the permission after a gesture) and
// off. The browser's PushManager is used here only.
import {
  deletePushSubscription,
  fetchMyPushSubscriptions,
  fetchPushPublicKey,
  savePushSubscription,
} from './data/push-subscriptions'

/** The server's key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** unsupported: no service worker or push here; blocked: the user or browser refused notifications. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on'

function supported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** The app's service worker registration, or null (development without the worker, old browsers). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null
  return (await navigator.serviceWorker.getRegistration()) ?? null
}

export async function readPushState(): Promise<PushState> {
  const worker = await registration()
  if (!worker) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  const subscription = await worker.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i])
}

/** Asks for the permission, subscribes with the server's key and stores the subscription there. */
export async function turnPushOn(): Promise<PushState> {
  const worker = await registration()
  if (!worker) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'blocked'
  if (permission !== 'granted') return 'off'
  const key = keyBytes(await fetchPushPublicKey())
  let subscription = await worker.pushManager.getSubscription()
  // A subscription made with another key (the server's keys were replaced) cannot be pushed to.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  const json = subscription.toJSON()
  await savePushSubscription({
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  })
  return 'on'
}

/** Deletes this browser's subscription on the server, then in the browser. */
export async function turnPushOff(): Promise<PushState> {
  const worker = await registration()
  if (!worker) return 'unsupported'
  const subscription = await worker.pushManager.getSubscription()
  if (subscription) {
    const stored = await fetchMyPushSubscriptions()
    const mine = stored.find((s) => s.endpoint === subscription.endpoint)
    if (mine) await deletePushSubscription(mine.id)
    await subscription.unsubscribe()
  }
  return Notification.permission === 'denied' ? 'blocked' : 'off'
}

/**
 * On sign-out: the browser's subscription is dropped, so the next person on this device receives nothing
 * of the previous account's. The server's row goes when its push service answers 404/410. Never rejects.
 */
export async function forgetDevicePush(): Promise<void> {
  try {
    const subscription = await (await registration())?.pushManager.getSubscription()
    await subscription?.unsubscribe()
  } catch {
    // Nothing to forget, or the browser refused: nothing more can be done here.
  }
}
