/// <reference lib="webworker" />
import {
  clientMessageSchema,
  type ClientMessage,
  type ServiceWorkerMessage,
} from '../api/lib/service-worker-messages.shared'
import type { ApiCache } from './api-cache'
import type { Outbox } from './outbox'
import type { OutboxSync } from './outbox-sync'

// The worker's side of the page ↔ worker messages (api/lib/service-worker-messages.shared.ts): a fresh
// token replays that user's outbox, a sign-out drops the user's cached answers, queued writes and
// refused writes (the page asked first: src/components/use-sign-out.tsx), and a page may ask for the
// outbox count (after a reload).

export interface ClientMessageDeps {
  outbox: Outbox
  cache: ApiCache
  sync: OutboxSync
}

/** Posts to every open page of the app (controlled or not yet). */
export function postToClients(sw: ServiceWorkerGlobalScope) {
  return async (message: ServiceWorkerMessage): Promise<void> => {
    for (const client of await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
      client.postMessage(message)
    }
  }
}

export async function handleClientMessage(
  message: ClientMessage,
  reply: (message: ServiceWorkerMessage) => void,
  deps: ClientMessageDeps,
): Promise<void> {
  switch (message.type) {
    case 'sitekur:replay':
      await deps.sync.replayWithToken(message.accessToken)
      return
    case 'sitekur:logout':
      deps.sync.forgetUser(message.userId)
      await Promise.all([deps.outbox.removeUser(message.userId), deps.cache.dropUser(message.userId)])
      await deps.sync.broadcastCount()
      return
    case 'sitekur:outbox-status':
      reply({ type: 'sitekur:outbox', pending: await deps.outbox.count() })
  }
}

export function setUpClientMessages(sw: ServiceWorkerGlobalScope, deps: ClientMessageDeps): void {
  sw.addEventListener('message', (event) => {
    const parsed = clientMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const source = event.source
    const reply = (message: ServiceWorkerMessage) => source?.postMessage(message)
    event.waitUntil(
      handleClientMessage(parsed.data, reply, deps).catch((error: unknown) =>
        console.error('[sitekur-sw] message failed', parsed.data.type, error),
      ),
    )
  })
}
