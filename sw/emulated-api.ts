import { createApi } from '../api/app'
import { jobs } from '../api/jobs/jobs'
import { runDueJobs } from '../api/jobs/run-due-jobs'
import { createServices } from '../api/services'
import { createDexiePorts } from './emulation/create-dexie-ports'
import { createDemoPushSender } from './emulation/demo-push-sender'
import { EMULATION_DB_NAME, openEmulationDb } from './emulation/dexie-db'
import { publishDemoSite } from './emulation/seed/publish-demo-site'
import { seedOfflineDemo } from './emulation/seed/seed-offline-demo'

// The offline demo: the same api/ app as the server, over Dexie ('sitekur-emulation'), seeded with the
// demo data. Built on the first request that needs it (most visits never do), once per worker start;
// the seed is idempotent, so a restarted worker finds its data and adds nothing. Demo tokens: issued
// and accepted here (createDexiePorts sets acceptsDemoTokens and issuesDemoTokens), never on the server.
// The scheduled jobs due at the start run once, claimed per slot like on the server.

export interface EmulatedApi {
  fetch(request: Request): Promise<Response>
}

type App = { fetch(request: Request): Response | Promise<Response> }

async function createEmulatedApp(publicUrl: string): Promise<App> {
  // Relaxed durability: the demo's writes need not wait for a disk flush (the outbox, holding real
  // users' writes, is strict; see outbox.ts). Each emulated write commits several transactions.
  const db = openEmulationDb(EMULATION_DB_NAME, { chromeTransactionDurability: 'relaxed' })
  // The API runs in the worker itself: its push port shows the notification here.
  const sw = globalThis as unknown as ServiceWorkerGlobalScope
  const ports = await createDexiePorts({ publicUrl, db, push: createDemoPushSender(sw, db) })
  await seedOfflineDemo(db, ports)
  const services = createServices(ports)
  // After the seed: the demo customer's first site goes live once (seed/publish-demo-site.ts).
  await publishDemoSite(db, services, ports)
  // No timer runs here: the jobs due now run once as the demo starts, after its first answer
  // (docs/rules/jobs.md#the-offline-demo).
  setTimeout(() => void runDueJobs(services, jobs, ports.clock.now()), 0)
  return createApi(ports, { services })
}

export function createEmulatedApi(
  publicUrl: string,
  create: (publicUrl: string) => Promise<App> = createEmulatedApp,
): EmulatedApi {
  let app: Promise<App> | null = null
  return {
    async fetch(request) {
      // A failed start (e.g. IndexedDB blocked) is retried by the next request.
      app ??= create(publicUrl).catch((error: unknown) => {
        app = null
        throw error
      })
      return (await app).fetch(request)
    },
  }
}
