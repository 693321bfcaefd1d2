// The service worker's outbox database, as both sides open it: the worker writes queued writes there
// (sw/outbox.ts), the page reads it to show how many wait (src/lib/outbox-count.ts) and lists the writes
// the server refused (src/lib/refused-writes.ts). One declaration, so the two can never open it with
// different schemas. docs/rules/offline-demo-and-sync.md#refused-writes
export const OUTBOX_DB_NAME = 'sitekur-outbox'
/**
 * 1: `entries`. 2: adds `refused` (writes the server refused when they were replayed); Dexie creates the
 * new table on upgrade and leaves `entries` as they are.
 */
export const OUTBOX_DB_VERSION = 2
export const OUTBOX_STORES = { entries: '++seq, &id, userId', refused: '&id, userId' } as const
