import { SERVED_BY } from '../support/haproxy'
import { readEventStream } from '../support/event-stream-reader'

// The HTTP calls of the three-process test: JSON in and out, the bearer token, and which process
// answered when the call went through haproxy.

export interface Answer {
  status: number
  body: { success?: boolean; message?: string; data?: Record<string, unknown> }
  headers: Headers
  /** The process haproxy chose (its SERVED_BY header); null for a call made to a process directly. */
  servedBy: string | null
}

export interface CallOptions {
  token?: string
  json?: unknown
  form?: FormData
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  })
  const text = await response.text()
  const answer: Answer = {
    status: response.status,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Answer['body'],
    headers: response.headers,
    servedBy: response.headers.get(SERVED_BY),
  }
  return answer
}

/** `call`, asserting the status; the answer's `data`. */
export async function ok(
  expected: number,
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  const answer = await call(base, method, path, options)
  if (answer.status !== expected)
    throw new Error(`${method} ${path}: ${answer.status} (not ${expected}) ${JSON.stringify(answer.body)}`)
  return answer.body.data ?? {}
}

/**
 * A live stream opened with `token`, once its `ready` event has arrived; the process that serves it; and
 * `close`, which drops the connection (a reader's cancel alone leaves undici's socket open for seconds).
 */
export async function openStream(base: string, path: string, token: string) {
  const connection = new AbortController()
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: connection.signal,
  })
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  const stream = readEventStream(response)
  await stream.next(1)
  return { stream, servedBy: response.headers.get(SERVED_BY), close: () => connection.abort() }
}

/** Waits until `condition` holds, checking every 50 ms (rejects after `timeoutMs`). */
export async function until(what: string, condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
