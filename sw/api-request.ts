// What an API request is to the network strategy: an auth call or a transient one such as the live
// preview (never queued, never cached: network or a connection error), a read
// (GET, HEAD, or a POST whose JSON body asks for `action: 'list'` — the admin API client lists that
// way) or a write. Bodies are read once, up front: the request may be sent to the network, to the
// emulation and into the outbox.

import { isSessionRoutePath, isTransientRoutePath } from '../api/routes/api-paths'

export type RequestClass = 'auth' | 'read' | 'write'

const READ_ACTIONS = new Set(['list', 'dashboard_stats'])

/** A sign-in call: the routes the API's table declares as sessions (their answers carry tokens). */
export function isAuthPath(pathname: string): boolean {
  return isSessionRoutePath(pathname)
}

/** The `action` of a JSON object body, if any. */
export function bodyAction(bodyText: string): string | null {
  if (!bodyText.trimStart().startsWith('{')) return null
  try {
    const action: unknown = (JSON.parse(bodyText) as { action?: unknown }).action
    return typeof action === 'string' ? action : null
  } catch {
    return null
  }
}

export function classifyRequest(method: string, pathname: string, bodyText: string): RequestClass {
  if (isAuthPath(pathname) || isTransientRoutePath(pathname)) return 'auth'
  if (method === 'GET' || method === 'HEAD') return 'read'
  if (method === 'POST' && READ_ACTIONS.has(bodyAction(bodyText) ?? '')) return 'read'
  return 'write'
}

/** A request with its body read into memory, so it can be sent more than once. */
export interface BufferedRequest {
  url: URL
  method: string
  headers: Headers
  body: ArrayBuffer | null
  /** The body as text when it is textual (JSON, form, text), else ''. */
  text: string
}

export async function bufferRequest(request: Request): Promise<BufferedRequest> {
  const method = request.method.toUpperCase()
  const body = method === 'GET' || method === 'HEAD' ? null : await request.arrayBuffer()
  const type = request.headers.get('content-type') ?? ''
  const textual = /json|text|x-www-form-urlencoded/i.test(type) || type === ''
  const text = body && textual ? new TextDecoder().decode(body) : ''
  return { url: new URL(request.url), method, headers: new Headers(request.headers), body, text }
}

/** A fresh Request from the buffered one, with header changes (null removes a header). */
export function toRequest(buffered: BufferedRequest, changes: Record<string, string | null> = {}): Request {
  const headers = new Headers(buffered.headers)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name)
    else headers.set(name, value)
  }
  return new Request(buffered.url, {
    method: buffered.method,
    headers,
    body: buffered.body,
    credentials: 'same-origin',
    redirect: 'follow',
  })
}
