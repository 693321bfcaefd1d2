import { request } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'

/**
 * An API client for a spec's setup and checks, kept for a whole file. Each request has a connection of
 * its own: a pooled connection left idle through a few seconds of UI steps can be closed by the server
 * (its keep-alive timeout, 5 s) at the very moment the client reuses it, and the request then dies with
 * ECONNRESET. Loopback connections cost nothing.
 */
export function newApiContext(baseURL?: string): Promise<APIRequestContext> {
  return request.newContext({ ...(baseURL ? { baseURL } : {}), extraHTTPHeaders: { connection: 'close' } })
}
