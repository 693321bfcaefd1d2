// What 'Canlı İzleme' lists: the activity entries that arrived on the admin's stream since the shell
// opened (newest first, at most LIVE_ACTIVITY_LIMIT). Paused, arrivals wait aside and join on resume.
import { proxy } from 'valtio/vanilla'
import type { ActivityLogEntry } from '../../../api/activity/activity-log.shared'
import { subscribeLiveEvents } from '../../lib/data/live'

export const LIVE_ACTIVITY_LIMIT = 100

export const liveActivity = proxy({
  entries: [] as ActivityLogEntry[],
  waiting: [] as ActivityLogEntry[],
  paused: false,
})

export function addLiveEntry(entry: ActivityLogEntry): void {
  const list = liveActivity.paused ? liveActivity.waiting : liveActivity.entries
  if (list.some((known) => known.id === entry.id)) return
  list.unshift(entry)
  list.splice(LIVE_ACTIVITY_LIMIT)
}

export function setLivePaused(paused: boolean): void {
  liveActivity.paused = paused
  if (paused) return
  liveActivity.entries = [...liveActivity.waiting, ...liveActivity.entries].slice(0, LIVE_ACTIVITY_LIMIT)
  liveActivity.waiting = []
}

let listening = false

/** Starts collecting the admin stream's entries (once; the stream itself is opened by the shell). */
export function collectLiveActivity(): void {
  if (listening) return
  listening = true
  subscribeLiveEvents((event, kind) => {
    if (kind === 'admin' && event.entry) addLiveEntry(event.entry)
  })
}
