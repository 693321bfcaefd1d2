// The body of a write the service worker kept in its outbox (a queued write, a refused one), as the page
// can use it: a JSON object (its fields can be listed and edited), none, or something else (an upload's
// multipart body: listed only). queued-writes.ts and the refused writes' dialog both read bodies here.

/** JSON (editable), none, or something else (multipart: listed only). */
export type WriteBody =
  { kind: 'json'; value: Record<string, unknown> } | { kind: 'none' } | { kind: 'other' }

export function readBody(write: {
  body: ArrayBuffer | null
  headers: ReadonlyArray<readonly [string, string]>
}): WriteBody {
  if (write.body === null || write.body.byteLength === 0) return { kind: 'none' }
  const type = write.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
  if (type !== '' && !/json/i.test(type)) return { kind: 'other' }
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(write.body))
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
    return isObject ? { kind: 'json', value: value as Record<string, unknown> } : { kind: 'other' }
  } catch {
    return { kind: 'other' }
  }
}
