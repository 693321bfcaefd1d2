/// <reference lib="webworker" />
import { bytesToBase64Url } from '../../api/lib/crypto'
import type { PushSender } from '../../api/ports/push'
import { showPushNotification } from '../push-events'
import type { EmulationDb } from './dexie-db'

// The offline demo's push port (docs/rules/push-notifications.md#the-offline-demo): the API runs in this
// service worker, on the device it would push to, and no push service is reachable offline, so the
// worker shows the notification itself. A user's subscriptions all live on this device: the message's
// tag makes a second subscription replace the first notification instead of showing it twice. The
// public key is a P-256 key made once and kept in the demo database, so the browser can subscribe
// (when it reaches its push service); its private half is not kept, nothing is ever signed with it.

const KEY = 'vapidPublicKey'

async function demoPublicKey(db: EmulationDb): Promise<string> {
  const existing = await db.meta.get(KEY)
  if (existing) return existing.value
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const value = bytesToBase64Url(raw)
  return db.transaction('rw', [db.meta], async () => {
    const first = await db.meta.get(KEY)
    if (first) return first.value
    await db.meta.add({ key: KEY, value })
    return value
  })
}

function tagOf(text: string): string {
  let hash = 0
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0
  return `sitekur-demo-${(hash >>> 0).toString(36)}`
}

export function createDemoPushSender(sw: ServiceWorkerGlobalScope, db: EmulationDb): PushSender {
  return {
    insecureHosts: [],
    publicKey: () => demoPublicKey(db),
    async send(_target, message) {
      try {
        await showPushNotification(sw, message, tagOf(`${message.title}\n${message.body}\n${message.url}`))
        return { status: 201 }
      } catch (error) {
        // No notification permission on this device: a failure, the subscription stays.
        return { status: 0, error: error instanceof Error ? error.message : 'showNotification failed' }
      }
    },
  }
}
