// The app's one fetch wrapper: JSON in and out, the bearer token (refreshed first when expiring), an
// Idempotency-Key on every write, `{ success: false, message }` turned into an ApiError with the
// server's Turkish message, and the availability flag fed from every answer.
import type { ZodType } from 'zod'
import { noteMaintenance } from './maintenance'
import { noteNetworkFailure, noteResponse } from './availability'
import { sessionState } from './session'
import { ensureFreshToken } from './session-refresh'
import { offlineMessages } from '../../api/lib/api-source.shared'

export const CONNECTION_ERROR_MESSAGE: string = offlineMessages.connection

export class ApiError extends Error {
  /** HTTP status; 0 when the network failed. */
  readonly status: number
  readonly body: unknown
  constructor(message: string, status: number, body: unknown = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A schema, or a loader of one: the schema's module then loads with the first request that needs it
 * (alongside the fetch) instead of with the page. zod schemas cost tens of microseconds each to build,
 * and a dashboard's answers need a thousand of them.
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>)

/** A loader that loads once (and again after a failure, e.g. a chunk lost to the network). */
export function lazySchema<T>(load: () => Promise<ZodType<T>>): () => Promise<ZodType<T>> {
  let loading: Promise<ZodType<T>> | null = null
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
}

/** The schema itself; a loader's failure (its chunk did not arrive) is a connection error. */
export async function resolveSchema<T>(
  source: SchemaSource<T>,
  networkMessage = CONNECTION_ERROR_MESSAGE,
): Promise<ZodType<T>> {
  if (typeof source !== 'function') return source
  try {
    return await source()
  } catch {
    throw new ApiError(networkMessage, 0)
  }
}

export interface ApiRequestOptions<T> {
  method?: HttpMethod
  body?: unknown
  /** Send the session's bearer token (default: when signed in). */
  auth?: boolean
  headers?: Record<string, string>
  idempotencyKey?: string
  signal?: AbortSignal
  /** Validates a successful answer. */
  schema?: SchemaSource<T>
  /** Message when the server's answer carries none. */
  fallbackMessage?: string
  /** Message when the network fails (default CONNECTION_ERROR_MESSAGE). */
  networkMessage?: string
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const record = body as { message?: unknown; error?: unknown }
  if (typeof record.message === 'string' && record.message) return record.message
  if (typeof record.error === 'string' && record.error) return record.error
  return null
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (method !== 'GET') headers['Idempotency-Key'] = options.idempotencyKey ?? crypto.randomUUID()
  // Loads alongside the request; awaited (and its failure reported) only once the answer is in.
  const schemaReady = options.schema && resolveSchema(options.schema, options.networkMessage)
  schemaReady?.catch(() => undefined)
  if (options.auth ?? sessionState.accessToken !== null) {
    await ensureFreshToken()
    if (sessionState.accessToken) headers.Authorization = `Bearer ${sessionState.accessToken}`
  }

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    noteNetworkFailure()
    throw new ApiError(options.networkMessage ?? CONNECTION_ERROR_MESSAGE, 0)
  }
  noteResponse(response)

  const body: unknown = await response.json().catch(() => null)
  noteMaintenance(response.status, body)
  const failed =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
  if (!response.ok || failed) {
    const fallback = options.fallbackMessage ?? `HTTP ${response.status}: ${response.statusText}`
    throw new ApiError(messageOf(body) ?? fallback, response.status, body)
  }
  if (!schemaReady) return body as T
  const parsed = (await schemaReady).safeParse(body)
  if (!parsed.success)
    throw new ApiError(options.fallbackMessage ?? 'Beklenmeyen sunucu yanıtı', response.status, body)
  return parsed.data
}

type Options<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>

export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
}
