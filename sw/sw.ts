/// <reference lib="webworker" />
import { z } from 'zod'
import { createApiCache } from './api-cache'
import { setUpApiStrategy } from './api-strategy'
import { postToClients, setUpClientMessages } from './client-messages'
import { createEmulatedApi } from './emulated-api'
import { fetchFromNetwork } from './network'
import { createOutbox } from './outbox'
import { createReplayer } from './outbox-replay'
import { createOutboxSync } from './outbox-sync'
import { setUpPageNavigation } from './page-navigation'
import { setUpPrecache } from './precache'
import { setUpPushEvents } from './push-events'
import { setUpUpdateFlow } from './update'

// The service worker entry only wires modules together; each concern lives in its own module.
declare const self: ServiceWorkerGlobalScope

// sw.js is served under the same CSP as the pages (no 'unsafe-eval'): zod's JIT probe (`new Function`)
// would be refused and reported as a violation. Set before anything parses (src/lib/zod-config.ts).
z.config({ jitless: true })

const origin = self.location.origin
const outbox = createOutbox()
const cache = createApiCache()
const post = postToClients(self)
const emulation = createEmulatedApi(origin)
const network = (request: Request, timeoutMs: number | null) => fetchFromNetwork(request, timeoutMs)
const replayer = createReplayer({
  outbox,
  origin,
  send: (request) => network(request, null),
  now: Date.now,
  onReplayed: (entry, status) =>
    void post({ type: 'sitekur:replayed', id: entry.id, status, method: entry.method, path: entry.url }),
  onRefused: ({ id, userId, status, message, method, url }) =>
    void post({ type: 'sitekur:refused', id, userId, status, message, method, path: url }),
  onChange: () => void sync.broadcastCount(),
})
const sync = createOutboxSync({
  outbox,
  replayer,
  post,
  now: Date.now,
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
})

setUpUpdateFlow(self)
setUpClientMessages(self, { outbox, cache, sync })
// Before the precache routes: API requests are answered here, everything else by Workbox.
setUpApiStrategy(self, {
  network,
  emulation,
  cache,
  outbox,
  sync,
  uuid: () => crypto.randomUUID(),
})
setUpPageNavigation(self, { network, emulation })
setUpPushEvents(self)
setUpPrecache(self.__WB_MANIFEST)
void sync.start().catch((error: unknown) => console.error('[sitekur-sw] outbox start failed', error))
