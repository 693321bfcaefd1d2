// Website requests, both sides. The customer's own: GET /api/me/website-requests (read whole) and
// POST /api/me/website-requests, the one door for every form that asks for a site (the wizard, the
// builder, the simple dashboard's "Yeni Website"), with the record's nested body. The team's desk:
// GET /api/admin/website-requests (one page), /stats, /:id (panel passwords decrypted),
// PATCH /:id `{ status, expectedStatus }`.
import { z } from 'zod'
import type {
  WebsiteRequest,
  WebsiteRequestStats,
} from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestBodyInput } from '../../../api/website-requests/website-request-body.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { websiteRequestMessages } from '../../../api/website-requests/website-request-messages.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { fetchAllItems, fetchListPage, listAnswerSchema } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { invalidateResources, useResourceQuery } from './resource-query'
import { write } from './write-outcome'
import type { WriteOutcome } from './write-outcome'

export const MY_WEBSITE_REQUESTS_PATH = '/api/me/website-requests'
export const ADMIN_WEBSITE_REQUESTS_PATH = '/api/admin/website-requests'

export interface AdminWebsiteRequestParams extends ListParams {
  status?: WebsiteRequestStatus
  /** 'true': only requests whose live site has unpublished changes. */
  unpublished?: 'true'
}

const withFilters = ({ unpublished, ...rest }: AdminWebsiteRequestParams): ListParams => ({
  ...rest,
  filters: { unpublished },
})

export const websiteRequestKeys = {
  all: ['website-requests'] as const,
  mine: ['website-requests', 'mine'] as const,
  admin: ['website-requests', 'admin'] as const,
  adminList: (params: AdminWebsiteRequestParams) => ['website-requests', 'admin', 'list', params] as const,
  stats: ['website-requests', 'admin', 'stats'] as const,
  detail: (id: string) => ['website-requests', 'admin', 'detail', id] as const,
}

// Customer screens import this module too: the schemas load with the first request that needs them.
const schemas = () => import('../../../api/website-requests/website-request.shared')
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

// The customer's side.

export function fetchMyWebsiteRequests(signal?: AbortSignal): Promise<WebsiteRequest[]> {
  return fetchAllItems(MY_WEBSITE_REQUESTS_PATH, listSchema, {}, signal)
}

export const useMyWebsiteRequests = () => useResourceQuery(websiteRequestKeys.mine, fetchMyWebsiteRequests)

export interface SentWebsiteRequest {
  request: WebsiteRequest
  /** The server's confirmation for the form it came from. */
  message: string | null
}

/**
 * Sends a new request (the nested body of POST /api/me/website-requests; `source` says which form).
 * `done` carries the stored request (its six-digit number); `queued` means the service worker keeps it
 * in its outbox until the connection is back. A refusal throws an ApiError with the server's Turkish
 * message. The same Idempotency-Key for a retry makes a lost answer no second request.
 */
export async function createWebsiteRequest(
  body: WebsiteRequestBodyInput,
  idempotencyKey?: string,
): Promise<WriteOutcome<SentWebsiteRequest>> {
  const outcome = await write(
    () => api.post(MY_WEBSITE_REQUESTS_PATH, body, idempotencyKey ? { idempotencyKey } : {}),
    requestSchema,
    [websiteRequestKeys.all],
  )
  return outcome.kind === 'queued'
    ? outcome
    : { ...outcome, value: { request: outcome.value, message: outcome.message } }
}

// The team's desk.

export function fetchWebsiteRequests(
  params: AdminWebsiteRequestParams = {},
  signal?: AbortSignal,
): Promise<ListPage<WebsiteRequest>> {
  return fetchListPage(ADMIN_WEBSITE_REQUESTS_PATH, listSchema, withFilters(params), signal)
}

/** Every request matching the filter, page after page (the CSV export). */
export function fetchAllWebsiteRequests(
  params: Omit<AdminWebsiteRequestParams, 'page' | 'pageSize'> = {},
  signal?: AbortSignal,
): Promise<WebsiteRequest[]> {
  return fetchAllItems(ADMIN_WEBSITE_REQUESTS_PATH, listSchema, withFilters(params), signal)
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

export const STATUS_UPDATE_FAILED = websiteRequestMessages.statusFailed

/**
 * Moves a request to a new status. `expectedStatus` is the status the admin saw: if someone changed it
 * meanwhile the server refuses instead of skipping a step. Every website-request read refreshes after.
 */
export async function updateWebsiteRequestStatus(
  id: string,
  status: WebsiteRequestStatus,
  expectedStatus?: WebsiteRequestStatus,
  /** Required with 'rejected': the customer reads it (docs/rules/website-requests.md#rejecting-a-request). */
  reason?: string,
): Promise<WebsiteRequest> {
  const outcome = await write(
    () =>
      api.patch(
        requestPath(id),
        {
          status,
          ...(expectedStatus ? { expectedStatus } : {}),
          ...(reason !== undefined ? { reason } : {}),
        },
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
