// The synchronous copy of a draft whose IndexedDB write has not committed yet, in localStorage.
// A reload or a closed tab aborts an IndexedDB transaction that has not committed, and `pagehide`
// cannot wait for one; `localStorage.setItem` has stored the value when it returns. The copy is
// written only while a write is pending or in flight and dropped once IndexedDB holds that revision.
import { z } from 'zod'
import type { DraftRecord } from './drafts-record'

const PREFIX = 'sitekur-draft:'

const fallbackSchema = z.object({ value: z.unknown(), updatedAt: z.number() })

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Reading localStorage throws where storage is disabled.
    return null
  }
}

/** Stores the copy; false when the browser refuses (quota, storage disabled). */
export function writeDraftFallback(key: string, record: DraftRecord): boolean {
  const store = storage()
  if (!store) return false
  try {
    store.setItem(PREFIX + key, JSON.stringify(record))
    return true
  } catch {
    return false
  }
}

export function readDraftFallback(key: string): DraftRecord | null {
  try {
    const text = storage()?.getItem(PREFIX + key)
    if (!text) return null
    const parsed = fallbackSchema.safeParse(JSON.parse(text))
    return parsed.success ? { value: parsed.data.value, updatedAt: parsed.data.updatedAt } : null
  } catch {
    return null
  }
}

/** Drops the copy if it is not newer than `upTo` (a newer one is still waiting for its own write). */
export function clearDraftFallback(key: string, upTo = Number.POSITIVE_INFINITY): void {
  const copy = readDraftFallback(key)
  if (copy && copy.updatedAt > upTo) return
  try {
    storage()?.removeItem(PREFIX + key)
  } catch {
    // Nothing to drop where storage is disabled.
  }
}

/** Drops every copy whose key ends with `suffix` (one user's drafts, on sign-out). */
export function clearDraftFallbacksEndingWith(suffix: string): void {
  const store = storage()
  if (!store) return
  const keys: string[] = []
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index)
    if (name?.startsWith(PREFIX) && name.endsWith(suffix)) keys.push(name)
  }
  for (const name of keys) store.removeItem(name)
}
