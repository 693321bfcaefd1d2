// The writes the service worker keeps for the signed-in user (its outbox, outbox-count.ts), described for
// the screens that list them as 'Gönderilmeyi bekliyor' next to the server's records. They are read from
// the outbox itself, not remembered by the page, so they are still listed after a reload, a browser
// restart or an app update, and leave the lists the moment the worker has sent them
// (docs/rules/offline-demo-and-sync.md#pending-writes).
import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { outboxDb } from './outbox-count'
import { readBody } from './write-body'

export type PendingWriteKind = 'request' | 'upload' | 'website-request' | 'support-ticket'

export interface PendingWrite {
  /** The outbox entry's id. */
  id: string
  kind: PendingWriteKind
  /** What the list shows: the request's title, the site's name, the file's name. */
  title: string
  /** A sub-list it belongs to (an upload's category). */
  group?: string
  createdAt: string
}

/** The part of an outbox entry a description needs (sw/outbox.ts has the whole row). */
export interface QueuedEntry {
  id: string
  userId: string
  method: string
  url: string
  headers: ReadonlyArray<readonly [string, string]>
  body: ArrayBuffer | null
  createdAt: string
}

/** The first bytes of an upload hold its category and the file's name (upload-file.ts appends them first). */
const MULTIPART_HEAD_BYTES = 4096

function jsonBody(entry: QueuedEntry): Record<string, unknown> {
  const body = readBody(entry)
  return body.kind === 'json' ? body.value : {}
}

const textOf = (...values: unknown[]) =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? ''

function websiteRequestTitle(body: Record<string, unknown>): string {
  const builder = (body.builderForm ?? {}) as Record<string, unknown>
  return (
    textOf(body.websiteName, body.companyName, builder.companyName, builder.websiteName) || 'Website talebi'
  )
}

function uploadOf(entry: QueuedEntry): Pick<PendingWrite, 'title' | 'group'> {
  const head = entry.body ? new TextDecoder().decode(entry.body.slice(0, MULTIPART_HEAD_BYTES)) : ''
  const name = /name="file"; filename="([^"]*)"/.exec(head)?.[1]
  const category = /name="category"\r\n\r\n([^\r\n]*)/.exec(head)?.[1]
  return { title: name || 'Dosya', ...(category ? { group: category } : {}) }
}

/** What a queued write is, for the lists; null for writes no list shows as a record (a profile edit …). */
export function describeQueuedWrite(entry: QueuedEntry): PendingWrite | null {
  if (entry.method !== 'POST') return null
  const path = entry.url.split('?')[0]
  const base = { id: entry.id, createdAt: entry.createdAt }
  switch (path) {
    case '/api/me/website-requests':
      return { ...base, kind: 'website-request', title: websiteRequestTitle(jsonBody(entry)) }
    case '/api/me/customer-requests':
      return { ...base, kind: 'request', title: textOf(jsonBody(entry).title) || 'Talep' }
    case '/api/me/support-tickets':
      return { ...base, kind: 'support-ticket', title: textOf(jsonBody(entry).title) || 'Destek talebi' }
    case '/api/me/uploads':
      return { ...base, kind: 'upload', ...uploadOf(entry) }
    default:
      return null
  }
}

/** The user's queued writes, oldest first, as the lists show them. */
export async function queuedWritesOf(userId: string): Promise<PendingWrite[]> {
  if (typeof indexedDB === 'undefined') return []
  try {
    const rows = (await outboxDb()
      .table('entries')
      .where('userId')
      .equals(userId)
      .sortBy('seq')) as QueuedEntry[]
    return rows.flatMap((row) => describeQueuedWrite(row) ?? [])
  } catch {
    return [] // storage refused (private mode, quota): nothing can be queued either
  }
}

/** Calls `listener` with the user's queued writes now and after every change of the outbox; returns a stop. */
export function watchQueuedWritesOf(userId: string, listener: (writes: PendingWrite[]) => void): () => void {
  const subscription = liveQuery(() => queuedWritesOf(userId)).subscribe({ next: listener })
  return () => subscription.unsubscribe()
}

const NONE: readonly PendingWrite[] = []

/** The user's queued writes, re-rendered whenever the outbox changes (none until known, none signed out). */
export function useQueuedWrites(userId: string | null): readonly PendingWrite[] {
  return useLiveQuery(() => (userId ? queuedWritesOf(userId) : NONE), [userId], NONE)
}
