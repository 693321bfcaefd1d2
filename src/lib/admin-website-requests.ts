// The admin side of the website request API, shared by the admin shell (the bell), the admin
// dashboard and the request desk: list with search, status filter and stats; one request; status change.
// Answers are validated with the API's own schemas (api/schemas), so a field is declared once.
import { z } from 'zod'
import { websiteRequestSchema, websiteRequestStatsSchema } from '../../api/schemas/website-request'
import type { WebsiteRequest, WebsiteRequestStats } from '../../api/schemas/website-request'
import type { WebsiteRequestStatus } from '../../api/schemas/website-request-status'
import { api } from './api-client'

export const WEBSITE_REQUESTS_PATH = '/api/website-requests'
/** The server's page size limit (api/schemas/common.ts listQuerySchema). */
export const WEBSITE_REQUESTS_MAX_PAGE = 500

export interface WebsiteRequestQuery {
  search?: string
  status?: WebsiteRequestStatus
  limit?: number
  offset?: number
}

export interface WebsiteRequestPage {
  requests: WebsiteRequest[]
  /** How many match the query (all pages). */
  total: number
}

const listResponseSchema = z.object({
  data: z.object({ requests: z.array(websiteRequestSchema), total: z.number().int() }),
})
const statsResponseSchema = z.object({ data: websiteRequestStatsSchema })
const requestResponseSchema = z.object({ data: z.object({ request: websiteRequestSchema }) })

export function websiteRequestsUrl(query: WebsiteRequestQuery = {}): string {
  const params = new URLSearchParams()
  const search = query.search?.trim()
  if (search) params.set('search', search)
  if (query.status) params.set('status', query.status)
  if (query.limit !== undefined) params.set('limit', String(query.limit))
  if (query.offset !== undefined) params.set('offset', String(query.offset))
  const text = params.toString()
  return text ? `${WEBSITE_REQUESTS_PATH}?${text}` : WEBSITE_REQUESTS_PATH
}

export async function fetchWebsiteRequests(
  query: WebsiteRequestQuery = {},
  signal?: AbortSignal,
): Promise<WebsiteRequestPage> {
  const answer = await api.get(websiteRequestsUrl(query), { schema: listResponseSchema, signal })
  return answer.data
}

/** Every request matching the query, page after page (for the CSV export). */
export async function fetchAllWebsiteRequests(
  query: Omit<WebsiteRequestQuery, 'limit' | 'offset'>,
  signal?: AbortSignal,
): Promise<WebsiteRequest[]> {
  const all: WebsiteRequest[] = []
  for (;;) {
    const page = await fetchWebsiteRequests(
      { ...query, limit: WEBSITE_REQUESTS_MAX_PAGE, offset: all.length },
      signal,
    )
    all.push(...page.requests)
    if (page.requests.length === 0 || all.length >= page.total) return all
  }
}

/** Counts by status over every request, and the revenue of the completed ones. */
export async function fetchWebsiteRequestStats(signal?: AbortSignal): Promise<WebsiteRequestStats> {
  const answer = await api.get(`${WEBSITE_REQUESTS_PATH}/stats`, { schema: statsResponseSchema, signal })
  return answer.data
}

/** One request; for admins the hosting and domain panel passwords come back decrypted. */
export async function fetchWebsiteRequest(id: string, signal?: AbortSignal): Promise<WebsiteRequest> {
  const answer = await api.get(`${WEBSITE_REQUESTS_PATH}/${encodeURIComponent(id)}`, {
    schema: requestResponseSchema,
    signal,
  })
  return answer.data.request
}

export const STATUS_UPDATE_FAILED = 'Status güncellenirken hata oluştu'

/**
 * Moves a request to a new status (the REST twin of /api/update-request-status.php). `expectedStatus`
 * is the status the admin saw: if someone changed it meanwhile the server refuses instead of skipping a step.
 */
export async function updateWebsiteRequestStatus(
  id: string,
  status: WebsiteRequestStatus,
  expectedStatus?: WebsiteRequestStatus,
): Promise<WebsiteRequest> {
  const answer = await api.patch(
    `${WEBSITE_REQUESTS_PATH}/${encodeURIComponent(id)}/status`,
    { status, ...(expectedStatus ? { expectedStatus } : {}) },
    { schema: requestResponseSchema, fallbackMessage: STATUS_UPDATE_FAILED },
  )
  return answer.data.request
}

// A same-tab signal that requests changed (the bell and the dashboard refresh on it).
const CHANGED_EVENT = 'sitekur:website-requests-changed'

export function announceWebsiteRequestsChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED_EVENT))
}

export function onWebsiteRequestsChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, listener)
  return () => window.removeEventListener(CHANGED_EVENT, listener)
}
