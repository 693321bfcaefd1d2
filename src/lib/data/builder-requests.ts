// The customer's builder requests: POST /api/me/builder-requests `{ formData }` (the website builder's
// sending, with an Idempotency-Key so a retry after a lost answer is not a second request), and the own
// list and detail (GET /api/me/builder-requests, /:id). A builder request is a website request with
// source 'builder', so sending one refreshes the website-request reads too.
import { z } from 'zod'
import type { BuilderFormInput } from '../../../api/schemas/builder-form'
import type { BuilderRequest } from '../../../api/schemas/builder-request'
import { api, lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import type { ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { websiteRequestKeys } from './website-requests'
import { write } from './write-outcome'
import type { WriteOutcome } from './write-outcome'

export const MY_BUILDER_REQUESTS_PATH = '/api/me/builder-requests'

export const builderRequestKeys = {
  all: ['builder-requests'] as const,
  mine: (params: MyBuilderRequestParams) => ['builder-requests', 'mine', params] as const,
  detail: (id: string) => ['builder-requests', 'mine', 'detail', id] as const,
}

export type MyBuilderRequestParams = Omit<ListParams, 'page' | 'pageSize'>

const schemas = () => import('../../../api/schemas/builder-request')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.builderRequestSchema)))
const requestSchema = lazySchema(() =>
  schemas().then((m) =>
    z
      .object({ data: z.object({ request: m.builderRequestSchema }) })
      .transform((answer) => answer.data.request),
  ),
)

export interface SentBuilderRequest {
  request: BuilderRequest
  /** The server's confirmation ('Talebiniz alındı! …'). */
  message: string | null
}

/**
 * Sends the builder's form. `done` carries the stored request (its six-digit number); `queued` means the
 * service worker keeps it in its outbox until the connection is back. A refusal throws an ApiError with
 * the server's Turkish message.
 */
export async function createBuilderRequest(
  formData: BuilderFormInput,
  idempotencyKey: string,
): Promise<WriteOutcome<SentBuilderRequest>> {
  const outcome = await write(
    () => api.post(MY_BUILDER_REQUESTS_PATH, { formData }, { idempotencyKey }),
    requestSchema,
    [builderRequestKeys.all, websiteRequestKeys.all],
  )
  return outcome.kind === 'queued'
    ? outcome
    : { ...outcome, value: { request: outcome.value, message: outcome.message } }
}

export function fetchMyBuilderRequests(
  params: MyBuilderRequestParams = {},
  signal?: AbortSignal,
): Promise<BuilderRequest[]> {
  return fetchAllItems(MY_BUILDER_REQUESTS_PATH, listSchema, params, signal)
}

export const useMyBuilderRequests = (params: MyBuilderRequestParams = {}) =>
  useResourceQuery(builderRequestKeys.mine(params), (signal) => fetchMyBuilderRequests(params, signal))

export function fetchMyBuilderRequest(id: string, signal?: AbortSignal): Promise<BuilderRequest> {
  return api.get(`${MY_BUILDER_REQUESTS_PATH}/${encodeURIComponent(id)}`, { schema: requestSchema, signal })
}

export const useMyBuilderRequest = (id: string) =>
  useResourceQuery(builderRequestKeys.detail(id), (signal) => fetchMyBuilderRequest(id, signal), {
    poll: false,
  })
