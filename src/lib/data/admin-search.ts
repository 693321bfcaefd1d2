// The shell's search box: GET /api/admin/search?q= (a few users, websites and invoices, each with the
// screen that shows it). Read while typing, never polled.
import type { AdminSearchResults } from '../../../api/search/admin-search.shared'
import { ADMIN_SEARCH_MIN_LENGTH } from '../../../api/search/admin-search-rules.shared'
import { api, lazySchema } from '../api-client'
import { useResourceQuery } from './resource-query'

export const ADMIN_SEARCH_PATH = '/api/admin/search'
export const adminSearchKeys = {
  all: ['admin-search'] as const,
  query: (q: string) => ['admin-search', q] as const,
}

const resultsSchema = lazySchema(() =>
  import('../../../api/search/admin-search.shared').then((m) =>
    m.adminSearchResponseSchema.transform((answer) => answer.data),
  ),
)

export function fetchAdminSearch(q: string, signal?: AbortSignal): Promise<AdminSearchResults> {
  return api.get(`${ADMIN_SEARCH_PATH}?q=${encodeURIComponent(q)}`, { schema: resultsSchema, signal })
}

/** Results for `q` (trimmed); nothing is asked below the minimum length. */
export function useAdminSearch(q: string) {
  const text = q.trim()
  return useResourceQuery(adminSearchKeys.query(text), (signal) => fetchAdminSearch(text, signal), {
    enabled: text.length >= ADMIN_SEARCH_MIN_LENGTH,
    poll: false,
  })
}
