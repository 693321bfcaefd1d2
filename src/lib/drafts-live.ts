// The React side of drafts: the stored draft read live (dexie-react-hooks' useLiveQuery, wrapped
// here once), and a DraftSaver bound to the screen and to the page going away. Importing this file
// loads Dexie: only screens with a form do (the landing page does not).
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { draftsDatabase } from './drafts-db'
import { readDraftFallback } from './drafts-fallback'
import { newerDraft } from './drafts-record'
import type { DraftRecord } from './drafts-record'
import { settleDraftFallback } from './drafts'
import { DraftSaver } from './drafts-saver'
import type { DraftSaveState, DraftSaverOptions } from './drafts-saver'

async function readStored(key: string): Promise<DraftRecord | null> {
  try {
    const row = await draftsDatabase().drafts.get(key)
    return row ? { value: row.value, updatedAt: row.updatedAt } : null
  } catch {
    // IndexedDB refused (private mode, storage disabled): the localStorage copy, if any, still counts.
    return null
  }
}

/**
 * The newest stored copy of the draft under `key` (IndexedDB or the localStorage copy of a write that
 * had not committed): undefined while it is being read, null when there is none. Re-renders when
 * IndexedDB's copy changes, in this tab or another one.
 */
export function useStoredDraft(key: string): DraftRecord | null | undefined {
  return useLiveQuery(async () => newerDraft(await readStored(key), readDraftFallback(key)), [key])
}

export interface DraftSaverHandle {
  saver: DraftSaver
  saveState: DraftSaveState
}

/**
 * A DraftSaver for `key`, for the life of the screen: it moves a newer localStorage copy into
 * IndexedDB on open, copies the pending change on `pagehide` and `visibilitychange:hidden`, and
 * writes it when the screen closes.
 */
export function useDraftSaver(
  key: string,
  { delayMs, maxDelayMs }: Omit<DraftSaverOptions, 'key'>,
): DraftSaverHandle {
  const saver = useMemo(() => new DraftSaver({ key, delayMs, maxDelayMs }), [key, delayMs, maxDelayMs])
  const saveState = useSyncExternalStore(saver.subscribe, saver.getState)

  useEffect(() => {
    void settleDraftFallback(key).catch(() => undefined)
  }, [key])

  useEffect(() => {
    const onPageHide = () => saver.pageHidden()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saver.pageHidden()
    }
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      document.removeEventListener('visibilitychange', onVisibility)
      saver.flush()
    }
  }, [saver])

  return { saver, saveState }
}
