import type { EventBus } from '../ports/infrastructure'
import type { LiveEvent } from './live-event.shared'

/**
 * The event bus of one process (the service worker, PGlite's single server, tests). Several server
 * processes share events through PostgreSQL instead (server/live/postgres-event-bus.ts).
 */
export function createMemoryEventBus(): EventBus {
  const listeners = new Set<(event: LiveEvent) => void>()
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event)
        } catch {
          // One broken stream must not stop the others.
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
