// The signed-in customer's change/support requests about their sites: GET, POST /api/me/customer-requests,
// and each request's thread: GET, POST /api/me/requests/:id/replies (docs/rules/support-desk.md#threads).
// The threads live under the requests' key, so a live event about 'customerRequests' (src/lib/data/live.ts)
// refreshes the list and the open thread alike.
import type { CustomerRequestInput } from '../../../api/customer-requests/customer-request.shared'
import type { ThreadReply } from '../../../api/support-desk/thread-reply.shared'
import { api, lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { useResourceQuery } from './resource-query'
import { fetchThreadReplies, repliesPath, sendThreadReply } from './thread-replies'
import { write } from './write-outcome'

export const MY_CUSTOMER_REQUESTS_PATH = '/api/me/customer-requests'

export const customerRequestKeys = {
  all: ['customer-requests'] as const,
  mine: ['customer-requests', 'mine'] as const,
  thread: (id: string) => ['customer-requests', 'mine', 'thread', id] as const,
}

const schemas = () => import('../../../api/customer-requests/customer-request.shared')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.customerRequestSchema)))
const createdSchema = lazySchema(() => schemas().then((m) => m.customerRequestResponseSchema))

export function fetchMyCustomerRequests(signal?: AbortSignal) {
  return fetchAllItems(MY_CUSTOMER_REQUESTS_PATH, listSchema, {}, signal)
}

export const useMyRequests = () => useResourceQuery(customerRequestKeys.mine, fetchMyCustomerRequests)

export function createCustomerRequest(input: Partial<CustomerRequestInput>) {
  return write(() => api.post(MY_CUSTOMER_REQUESTS_PATH, input), createdSchema, [customerRequestKeys.all])
}

const threadPath = (id: string) => repliesPath('/api/me/requests', id)

export function fetchMyRequestThread(id: string, signal?: AbortSignal): Promise<ThreadReply[]> {
  return fetchThreadReplies(threadPath(id), signal)
}

export const useMyRequestThread = (id: string) =>
  useResourceQuery(customerRequestKeys.thread(id), (signal) => fetchMyRequestThread(id, signal))

/** The customer's answer in a request's thread, with their own uploads attached. */
export function sendMyRequestReply(id: string, body: string, uploadIds: readonly string[]) {
  return sendThreadReply(threadPath(id), body, uploadIds, [customerRequestKeys.all])
}
