// Every write a screen makes goes through write(): the server's validated answer, or `queued` when
// the service worker kept it in its outbox (202 `{queued: true}` while the backend is unreachable),
// and then the reads of the resources it changed are invalidated. That is the one place a write
// refreshes what the page shows; a queued write refreshes again when the outbox drains
// (pending-writes.ts).
import { z } from 'zod'
import type { QueryKey } from '@tanstack/react-query'
import { resolveSchema } from '../api-client'
import type { SchemaSource } from '../api-client'
import { invalidateResources } from './resource-query'

export type WriteOutcome<T> = { kind: 'done'; value: T; message: string | null } | { kind: 'queued' }

const queuedSchema = z.object({ queued: z.literal(true) })

export async function write<T>(
  send: () => Promise<unknown>,
  schema: SchemaSource<T>,
  changes: QueryKey[] = [],
): Promise<WriteOutcome<T>> {
  try {
    const [body, resolved] = await Promise.all([send(), resolveSchema(schema)])
    if (queuedSchema.safeParse(body).success) return { kind: 'queued' }
    const value = resolved.parse(body)
    const message = (body as { message?: unknown }).message
    return { kind: 'done', value, message: typeof message === 'string' ? message : null }
  } finally {
    // Refused or failed too: what the page shows may be out of date (a status changed meanwhile).
    void invalidateResources(...changes)
  }
}
