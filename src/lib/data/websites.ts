// The signed-in customer's websites: GET /api/me/websites (read whole, page after page).
import { lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { useResourceQuery } from './resource-query'

export const MY_WEBSITES_PATH = '/api/me/websites'

export const websiteKeys = { all: ['websites'] as const, mine: ['websites', 'mine'] as const }

const listSchema = lazySchema(() =>
  import('../../../api/schemas/website').then((m) => listAnswerSchema(m.websiteSchema)),
)

export function fetchMyWebsites(signal?: AbortSignal) {
  return fetchAllItems(MY_WEBSITES_PATH, listSchema, {}, signal)
}

export const useMyWebsites = () => useResourceQuery(websiteKeys.mine, fetchMyWebsites)
