import type { Repositories } from '../ports'
import type { EventBus } from '../ports/infrastructure'
import type { LiveEvent } from './live-event.shared'

// A live event goes out once its change is committed: a client that refetches on the event must find
// the change (docs/rules/live-updates.md). Events raised inside repos.transaction(fn) wait for the
// commit and are dropped when the transaction rolls back.

const pending = new WeakMap<Repositories, LiveEvent[]>()

/** The repositories whose transactions hold back their events until commit. */
export function withCommitEvents(repos: Repositories, events: EventBus): Repositories {
  return {
    ...repos,
    async transaction(fn) {
      let queue: LiveEvent[] = []
      const result = await repos.transaction(async (tx) => {
        const outer = pending.get(tx)
        if (outer) return fn(tx)
        queue = []
        pending.set(tx, queue)
        try {
          return await fn(tx)
        } finally {
          pending.delete(tx)
        }
      })
      for (const event of queue) await events.publish(event)
      return result
    },
  }
}

/** Publishes now, or at the commit of the transaction `repos` belongs to. */
export async function publishWhenCommitted(events: EventBus, repos: Repositories, event: LiveEvent) {
  const queue = pending.get(repos)
  if (queue) queue.push(event)
  else await events.publish(event)
}
