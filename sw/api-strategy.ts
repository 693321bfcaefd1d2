/// <reference lib="webworker" />
import { isApiPath } from '../api/app'
import { offlineMessages } from '../api/lib/api-source.shared'
import { apiCacheKey, sha256Hex, type ApiCache } from './api-cache'
import {
  bufferRequest,
  classifyRequest,
  toRequest,
  type BufferedRequest,
  type RequestClass,
} from './api-request'
import type { EmulatedApi } from './emulated-api'
import { jsonAnswer, PROBE_TIMEOUT_MS, READ_TIMEOUT_MS, withSource } from './network'
import type { Outbox } from './outbox'
import type { OutboxSync } from './outbox-sync'
import { accessTokenKind, bearerToken, bodyRefreshTokenKind, type TokenKind } from './token-kind'

// The network strategy for API requests (docs/rules/offline-demo-and-sync.md#network-strategy):
// | no token, demo token   | network (demo token: always the emulation) | emulated API (Dexie)      |
// | GET with a real token  | network, copy kept in Cache Storage        | last good copy, else 503  |
// | write with real token  | network                                    | outbox, 202 queued        |
// Auth calls are never queued: without a session they fall back to the emulation (the offline demo's
// sign-in); with a real session (bearer or refresh token) they answer 503, so a network failure never
// signs anyone out. Every answer carries X-SiteKur-Source.

export interface ApiStrategyDeps {
  /** One network trip; null when the backend did not answer (see network.ts). */
  network(request: Request, timeoutMs: number | null): Promise<Response | null>
  emulation: EmulatedApi
  cache: ApiCache
  outbox: Pick<Outbox, 'add'>
  sync: Pick<
    OutboxSync,
    'remember' | 'onNetworkSuccess' | 'onNetworkFailure' | 'broadcastCount' | 'flushBefore'
  >
  uuid(): string
  /** Keeps the worker alive for work that outlasts the answer (cache writes, replays). */
  background(task: Promise<unknown>): void
}

type RealToken = Extract<TokenKind, { kind: 'real' }>

const timeoutFor = (kind: RequestClass, pathname: string) =>
  pathname === '/health' ? PROBE_TIMEOUT_MS : kind === 'read' ? READ_TIMEOUT_MS : null

async function network(deps: ApiStrategyDeps, request: Request, timeoutMs: number | null) {
  const response = await deps.network(request, timeoutMs)
  if (response) deps.background(deps.sync.onNetworkSuccess())
  else deps.sync.onNetworkFailure()
  return response ? withSource(response, 'network') : null
}

/** The emulated API's answer, with its time in the worker as Server-Timing (the bench reads it). */
async function emulate(deps: ApiStrategyDeps, request: BufferedRequest | Request): Promise<Response> {
  const started = performance.now()
  try {
    const answer = await deps.emulation.fetch(request instanceof Request ? request : toRequest(request))
    const timing = `emulated;dur=${(performance.now() - started).toFixed(2)}`
    try {
      // The app's own Response: its headers can change in place (no copy of the body stream).
      answer.headers.append('Server-Timing', timing)
      return answer
    } catch {
      const headers = new Headers(answer.headers)
      headers.append('Server-Timing', timing)
      return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers })
    }
  } catch (error) {
    console.error('[sitekur-sw] emulated API failed', error)
    return jsonAnswer(503, { success: false, message: offlineMessages.connection }, 'emulated')
  }
}

async function withoutSession(deps: ApiStrategyDeps, buffered: BufferedRequest, kind: RequestClass) {
  const refreshToken = kind === 'auth' ? bodyRefreshTokenKind(buffered.text) : 'none'
  if (refreshToken === 'demo') return emulate(deps, buffered)
  const answer = await network(deps, toRequest(buffered), timeoutFor(kind, buffered.url.pathname))
  if (answer) return answer
  if (refreshToken === 'real') return connectionFailed()
  return emulate(deps, buffered)
}

function connectionFailed(): Response {
  return jsonAnswer(503, { success: false, message: offlineMessages.connection }, 'cache')
}

async function read(deps: ApiStrategyDeps, buffered: BufferedRequest, token: RealToken) {
  const bodyHash =
    buffered.method === 'GET' || buffered.method === 'HEAD' ? '' : await sha256Hex(buffered.text)
  const key = apiCacheKey(buffered.url, token.userId, bodyHash)
  const answer = await network(deps, toRequest(buffered), timeoutFor('read', buffered.url.pathname))
  if (answer) {
    if (answer.status === 200 && buffered.method !== 'HEAD') {
      deps.background(deps.cache.put(key, answer.clone()).catch(() => undefined))
    }
    return answer
  }
  const copy = await deps.cache.match(key).catch(() => null)
  return copy ?? jsonAnswer(503, { success: false, message: offlineMessages.notCached }, 'cache')
}

async function write(deps: ApiStrategyDeps, buffered: BufferedRequest, token: RealToken) {
  // The key goes with the first attempt too: if that one did reach the server, the replay is a no-op.
  const idempotencyKey = buffered.headers.get('idempotency-key') ?? deps.uuid()
  // Queued writes of this user go first; while any is left, this one queues behind it (order kept).
  if (await deps.sync.flushBefore(token)) {
    const answer = await network(deps, toRequest(buffered, { 'Idempotency-Key': idempotencyKey }), null)
    if (answer) return answer
  }
  const headers: Array<[string, string]> = []
  buffered.headers.forEach((value, name) => {
    if (!['authorization', 'idempotency-key', 'content-length'].includes(name)) headers.push([name, value])
  })
  const entry = await deps.outbox.add({
    id: deps.uuid(),
    userId: token.userId,
    method: buffered.method,
    url: `${buffered.url.pathname}${buffered.url.search}`,
    headers,
    body: buffered.body,
    idempotencyKey,
    createdAt: new Date().toISOString(),
  })
  deps.background(deps.sync.broadcastCount())
  const body = { success: true, queued: true, message: offlineMessages.queued, id: entry.id }
  return jsonAnswer(202, body, 'queued', { 'Idempotency-Key': idempotencyKey })
}

/** The answer to one API request (same origin, isApiPath). */
export async function answerApiRequest(request: Request, deps: ApiStrategyDeps): Promise<Response> {
  const token = accessTokenKind(bearerToken(request.headers))
  if (token.kind === 'demo') return emulate(deps, request)
  const buffered = await bufferRequest(request)
  const kind = classifyRequest(buffered.method, buffered.url.pathname, buffered.text)
  if (token.kind === 'none') return withoutSession(deps, buffered, kind)
  deps.sync.remember(token)
  if (kind === 'auth') {
    return (
      (await network(deps, toRequest(buffered), timeoutFor(kind, buffered.url.pathname))) ??
      connectionFailed()
    )
  }
  return kind === 'read' ? read(deps, buffered, token) : write(deps, buffered, token)
}

export function isApiRequest(request: Request, origin: string): boolean {
  const url = new URL(request.url)
  return url.origin === origin && isApiPath(url.pathname) && request.mode !== 'navigate'
}

export function setUpApiStrategy(
  sw: ServiceWorkerGlobalScope,
  deps: Omit<ApiStrategyDeps, 'background'>,
): void {
  sw.addEventListener('fetch', (event) => {
    if (!isApiRequest(event.request, sw.location.origin)) return
    const background = (task: Promise<unknown>) => event.waitUntil(task.catch(() => undefined))
    event.respondWith(answerApiRequest(event.request, { ...deps, background }))
  })
}
