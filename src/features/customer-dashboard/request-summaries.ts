// The overview's "latest requests": website requests (what the team builds) and customer requests
// (changes, support, hosting …) in one list, newest first.
import type { CustomerRequest } from '../../../api/customer-requests/customer-request.shared'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import { REQUEST_TYPE_LABELS } from '../../lib/status-labels'

export const RECENT_REQUEST_COUNT = 3

export interface RequestSummary {
  key: string
  kind: 'website' | 'customer'
  title: string
  typeLabel: string
  description: string | null
  website: string | null
  priority: string
  status: WebsiteRequestStatus
  createdAt: string
}

type WebsiteRequestFields = Pick<
  WebsiteRequest,
  | 'id'
  | 'websiteName'
  | 'description'
  | 'domain'
  | 'requestedDomain'
  | 'priority'
  | 'status'
  | 'requestDate'
  | 'createdAt'
>
type CustomerRequestFields = Pick<
  CustomerRequest,
  'id' | 'type' | 'title' | 'description' | 'website' | 'priority' | 'status' | 'createdAt'
>

export function summarizeWebsiteRequest(request: WebsiteRequestFields): RequestSummary {
  return {
    key: `website-${request.id}`,
    kind: 'website',
    title: request.websiteName,
    typeLabel: 'Website talebi',
    description: request.description,
    website: request.domain || request.requestedDomain || request.websiteName,
    priority: request.priority ?? 'medium',
    status: request.status,
    createdAt: request.requestDate || request.createdAt,
  }
}

export function summarizeCustomerRequest(request: CustomerRequestFields): RequestSummary {
  return {
    key: `request-${request.id}`,
    kind: 'customer',
    title: request.title,
    typeLabel: REQUEST_TYPE_LABELS[request.type],
    description: request.description,
    website: request.website,
    priority: request.priority,
    status: request.status,
    createdAt: request.createdAt,
  }
}

const time = (iso: string) => {
  const value = Date.parse(iso)
  return Number.isNaN(value) ? 0 : value
}

/** The newest `count` of both kinds (ties: the order given, website requests first). */
export function latestRequests(
  websiteRequests: readonly WebsiteRequestFields[],
  customerRequests: readonly CustomerRequestFields[],
  count: number = RECENT_REQUEST_COUNT,
): RequestSummary[] {
  const all = [
    ...websiteRequests.map(summarizeWebsiteRequest),
    ...customerRequests.map(summarizeCustomerRequest),
  ]
  return all
    .map((summary, order) => ({ summary, order }))
    .sort((a, b) => time(b.summary.createdAt) - time(a.summary.createdAt) || a.order - b.order)
    .slice(0, count)
    .map(({ summary }) => summary)
}

export function countPending(
  websiteRequests: readonly { status: WebsiteRequestStatus }[],
  customerRequests: readonly { status: WebsiteRequestStatus }[],
): number {
  return [...websiteRequests, ...customerRequests].filter((request) => request.status === 'pending').length
}
