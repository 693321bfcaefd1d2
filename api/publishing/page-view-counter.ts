import { describeError } from '../middleware/error-log'
import type { ApiPorts } from '../ports'
import { istanbulDay } from './istanbul-time'
import { sitePageViewResource } from './site-page-view-resource'

// Page views of published sites (docs/rules/publishing.md#page-views): added up in this process's memory
// and written every few seconds as one addition per (site, day, page), so a page view costs no database
// write of its own. The addition is a compare-and-set: several processes add to the same row, each once.

/** How long views wait in this process before they are written. */
export const PAGE_VIEW_FLUSH_MS = 5_000
/** Rows waiting at most (a site's pages are few); past it the views of a new row go uncounted. */
const MAX_PENDING_ROWS = 10_000
const MAX_ATTEMPTS = 20

interface PendingViews {
  websiteId: string
  day: string
  path: string
  views: number
}

export function createPageViewCounter(ports: Pick<ApiPorts, 'repos' | 'clock' | 'ids' | 'logger'>) {
  const rows = ports.repos.resource(sitePageViewResource)
  let pending = new Map<string, PendingViews>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<void> = Promise.resolve()

  /** The row's views + the pending ones: created by the first writer, then compare-and-set. */
  async function addTo(entry: PendingViews, at: string) {
    const { websiteId, day, path } = entry
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const stored = await rows.findOne({ websiteId, day, path })
      if (!stored) {
        if (await rows.createIfAbsent({ id: ports.ids.uuid(), ...entry, updatedAt: at })) return
        continue
      }
      const views = stored.views + entry.views
      if (await rows.updateWhere(stored.id, { views: stored.views }, { views, updatedAt: at })) return
    }
    throw new Error(`page views of ${websiteId}: the row kept changing`)
  }

  /** Writes one batch; a row that cannot be written (the site was deleted, no database) loses its views. */
  async function write(batch: Map<string, PendingViews>) {
    const at = ports.clock.now().toISOString()
    for (const entry of batch.values()) {
      try {
        await addTo(entry, at)
      } catch (error) {
        ports.logger.warn('page views not counted', { error: describeError(error), views: entry.views })
      }
    }
  }

  /** Writes what is waiting; resolves once it (and any write before it) is stored. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    const batch = pending
    pending = new Map()
    // One write at a time: two of this process would only race each other's compare-and-set.
    writing = writing.then(() => (batch.size > 0 ? write(batch) : undefined))
    return writing
  }

  return {
    /** One view of the site's page `path` ('' the home page), on today's date in Istanbul. */
    add(websiteId: string, path: string) {
      const day = istanbulDay(ports.clock.now())
      const key = `${websiteId}\n${day}\n${path}`
      const entry = pending.get(key)
      if (entry) entry.views++
      else if (pending.size < MAX_PENDING_ROWS) pending.set(key, { websiteId, day, path, views: 1 })
      if (timer) return
      timer = setTimeout(() => void flush(), PAGE_VIEW_FLUSH_MS)
      // Node: a pending write keeps no process alive (the server flushes on shutdown itself).
      ;(timer as { unref?: () => void }).unref?.()
    },
    flush,
  }
}
export type PageViewCounter = ReturnType<typeof createPageViewCounter>
