// Website requests, both sides. The customer's own: GET /api/me/website-requests (read whole) and the
// simple dashboard's documented create call. The team's desk: GET /api/admin/website-requests (one
// page), /stats, /:id (panel passwords decrypted), PATCH /:id `{ status, expectedStatus }`.
import { z } from 'zod'
import type { WebsiteRequest, WebsiteRequestStats } from '../../../api/schemas/website-request'
import type { WebsiteRequestStatus } from '../../../api/schemas/website-request-status'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { fetchAllItems, fetchListPage, listAnswerSchema } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { invalidateResources, useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const MY_WEBSITE_REQUESTS_PATH = '/api/me/website-requests'
export const ADMIN_WEBSITE_REQUESTS_PATH = '/api/admin/website-requests'
/** "Yeni Website": docs/rules/documented-calls.md#dashboard-stats-and-prompt-calls. */
export const LIVE_MYSQL_PATH = '/api/sitekur-live-mysql.php'

export interface AdminWebsiteRequestParams extends ListParams {
  status?: WebsiteRequestStatus
}

export const websiteRequestKeys = {
  all: ['website-requests'] as const,
  mine: ['website-requests', 'mine'] as const,
  admin: ['website-requests', 'admin'] as const,
  adminList: (params: AdminWebsiteRequestParams) => ['website-requests', 'admin', 'list', params] as const,
  stats: ['website-requests', 'admin', 'stats'] as const,
  detail: (id: string) => ['website-requests', 'admin', 'detail', id] as const,
}

// Customer screens import this module too: the schemas load with the first request that needs them.
const schemas = () => import('../../../api/schemas/website-request')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.websiteRequestSchema)))
const requestSchema = lazySchema(() =>
  schemas().then((m) =>
    z
      .object({ data: z.object({ request: m.websiteRequestSchema }) })
      .transform((answer) => answer.data.request),
  ),
)
const statsSchema = lazySchema(() =>
  schemas().then((m) => z.object({ data: m.websiteRequestStatsSchema }).transform((answer) => answer.data)),
)
const livePostSchema = lazySchema(() =>
  import('../../../api/schemas/live-mysql').then((m) => m.livePostResponseSchema),
)

// The customer's side.

export function fetchMyWebsiteRequests(signal?: AbortSignal): Promise<WebsiteRequest[]> {
  return fetchAllItems(MY_WEBSITE_REQUESTS_PATH, listSchema, {}, signal)
}

export const useMyWebsiteRequests = () => useResourceQuery(websiteRequestKeys.mine, fetchMyWebsiteRequests)

export type PromptWebsiteRequest = {
  name: string
  email: string
  company: string
  description: string
  budget_range: string
  timeline: string
}

/** The simple dashboard's "Yeni Website"; user_id is the session's (the server says so). */
export function createWebsiteRequestViaLive(userId: string, fields: PromptWebsiteRequest) {
  const body = { action: 'create_website_request', user_id: userId, ...fields }
  return write(() => api.post(LIVE_MYSQL_PATH, body), livePostSchema, [websiteRequestKeys.all])
}

// The team's desk.

export function fetchWebsiteRequests(
  params: AdminWebsiteRequestParams = {},
  signal?: AbortSignal,
): Promise<ListPage<WebsiteRequest>> {
  return fetchListPage(ADMIN_WEBSITE_REQUESTS_PATH, listSchema, params, signal)
}

/** Every request matching the filter, page after page (the CSV export). */
export function fetchAllWebsiteRequests(
  params: Omit<AdminWebsiteRequestParams, 'page' | 'pageSize'> = {},
  signal?: AbortSignal,
): Promise<WebsiteRequest[]> {
  return fetchAllItems(ADMIN_WEBSITE_REQUESTS_PATH, listSchema, params, signal)
}

export const useAdminWebsiteRequests = (params: AdminWebsiteRequestParams) =>
  useResourceQuery(websiteRequestKeys.adminList(params), (signal) => fetchWebsiteRequests(params, signal))

/** Counts by status over every request, and the revenue of the completed ones. */
export function fetchWebsiteRequestStats(signal?: AbortSignal): Promise<WebsiteRequestStats> {
  return api.get(`${ADMIN_WEBSITE_REQUESTS_PATH}/stats`, { schema: statsSchema, signal })
}

export const useWebsiteRequestStats = () =>
  useResourceQuery(websiteRequestKeys.stats, fetchWebsiteRequestStats)

/** How many requests wait for the team (the bell's dot); null until known. */
export function usePendingRequestCount(): number | null {
  return useWebsiteRequestStats().data?.pending ?? null
}

const requestPath = (id: string) => `${ADMIN_WEBSITE_REQUESTS_PATH}/${encodeURIComponent(id)}`

/** One request; for admins the hosting and domain panel passwords come back decrypted. */
export function fetchWebsiteRequest(id: string, signal?: AbortSignal): Promise<WebsiteRequest> {
  return api.get(requestPath(id), { schema: requestSchema, signal })
}

export const STATUS_UPDATE_FAILED = 'Status güncellenirken hata oluştu'

/**
 * Moves a request to a new status. `expectedStatus` is the status the admin saw: if someone changed it
 * meanwhile the server refuses instead of skipping a step. Every website-request read refreshes after.
 */
export async function updateWebsiteRequestStatus(
  id: string,
  status: WebsiteRequestStatus,
  expectedStatus?: WebsiteRequestStatus,
): Promise<WebsiteRequest> {
  const outcome = await write(
    () =>
      api.patch(
        requestPath(id),
        { status, ...(expectedStatus ? { expectedStatus } : {}) },
        { fallbackMessage: STATUS_UPDATE_FAILED },
      ),
    requestSchema,
    // The overview's figures count requests too.
    [websiteRequestKeys.all, adminOverviewKeys.all],
  )
  if (outcome.kind === 'queued') throw new Error(STATUS_UPDATE_FAILED) // admins work online
  return outcome.value
}

/** Every screen showing website requests reads them again (after a change made elsewhere on the page). */
export function announceWebsiteRequestsChanged(): void {
  void invalidateResources(websiteRequestKeys.all, adminOverviewKeys.all)
}
