// The signed-in customer's change/support requests about their sites: GET, POST /api/me/customer-requests.
import type { CustomerRequestInput } from '../../../api/schemas/customer-request'
import { api, lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const MY_CUSTOMER_REQUESTS_PATH = '/api/me/customer-requests'

export const customerRequestKeys = {
  all: ['customer-requests'] as const,
  mine: ['customer-requests', 'mine'] as const,
}

const schemas = () => import('../../../api/schemas/customer-request')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.customerRequestSchema)))
const createdSchema = lazySchema(() => schemas().then((m) => m.customerRequestResponseSchema))

export function fetchMyCustomerRequests(signal?: AbortSignal) {
  return fetchAllItems(MY_CUSTOMER_REQUESTS_PATH, listSchema, {}, signal)
}

export const useMyRequests = () => useResourceQuery(customerRequestKeys.mine, fetchMyCustomerRequests)

export function createCustomerRequest(input: Partial<CustomerRequestInput>) {
  return write(() => api.post(MY_CUSTOMER_REQUESTS_PATH, input), createdSchema, [customerRequestKeys.all])
}
