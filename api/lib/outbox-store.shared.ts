// The service worker's outbox database, as both sides open it: the worker writes queued writes there
// (sw/outbox.ts), the page only reads it to show how many wait (src/lib/outbox-count.ts). One
// declaration, so the two can never open it with different schemas.
export const OUTBOX_DB_NAME = 'sitekur-outbox'
export const OUTBOX_DB_VERSION = 1
export const OUTBOX_STORES = { entries: '++seq, &id, userId' } as const
