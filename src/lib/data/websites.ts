// The signed-in customer's websites: GET /api/me/websites (read whole, page after page), one website with
// its edit model (GET /api/me/websites/:id) and the edit screen's save (PUT /api/me/websites/:id,
// multipart/form-data: the form's fields and the chosen image files).
import { z } from 'zod'
import type { EditableWebsite } from '../../../api/websites/website.shared'
import { offlineMessages } from '../../../api/lib/api-source.shared'
import { ApiError, CONNECTION_ERROR_MESSAGE, api, lazySchema, resolveSchema } from '../api-client'
import { noteNetworkFailure, noteResponse } from '../availability'
import { sessionState } from '../session'
import { ensureFreshToken } from '../session-refresh'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { queryClient } from './query-client'
import { invalidateResources, useResourceQuery, userScopedKey } from './resource-query'

export const MY_WEBSITES_PATH = '/api/me/websites'

/**
 * Whose edit screen: the customer's own website (/api/me/websites/:id) or the team's, on any website
 * (/api/admin/websites/:id/edit; docs/rules/websites.md#the-team-edits-a-site). Both read and save the
 * same edit model.
 */
export type WebsiteEditSource = 'owner' | 'team'

export const websiteKeys = {
  all: ['websites'] as const,
  mine: ['websites', 'mine'] as const,
  editable: (id: string) => ['websites', 'editable', id] as const,
}

const websiteSchemas = () => import('../../../api/websites/website.shared')

const listSchema = lazySchema(() => websiteSchemas().then((m) => listAnswerSchema(m.websiteSchema)))

export function fetchMyWebsites(signal?: AbortSignal) {
  return fetchAllItems(MY_WEBSITES_PATH, listSchema, {}, signal)
}

export const useMyWebsites = () => useResourceQuery(websiteKeys.mine, fetchMyWebsites)

// One website with its edit model.

/** An image of the website: its upload id and a same-origin address an <img> can show. */
export interface WebsiteImage {
  id: string
  url: string
}

/** The website as the edit screen reads it: the list's fields, its images and its public address. */
export type { EditableWebsite }

const editableAnswerSchema = lazySchema(() =>
  websiteSchemas().then((m) =>
    z
      .object({ data: z.object({ website: m.editableWebsiteSchema }) })
      .transform((answer): EditableWebsite => answer.data.website),
  ),
)

const websitePath = (id: string, source: WebsiteEditSource = 'owner') =>
  source === 'team'
    ? `/api/admin/websites/${encodeURIComponent(id)}/edit`
    : `${MY_WEBSITES_PATH}/${encodeURIComponent(id)}`

/** The website with its edit model; null when there is none (for the customer: none of theirs) with this id (404). */
export async function fetchEditableWebsite(
  id: string,
  signal?: AbortSignal,
  source: WebsiteEditSource = 'owner',
): Promise<EditableWebsite | null> {
  try {
    return await api.get(websitePath(id, source), { schema: editableAnswerSchema, signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Read once per visit (no interval refetch): the edit form starts from it and then belongs to the user. */
export const useEditableWebsite = (id: string, source: WebsiteEditSource = 'owner') =>
  useResourceQuery(websiteKeys.editable(id), (signal) => fetchEditableWebsite(id, signal, source), {
    poll: false,
  })

// The edit screen's save.

export const WEBSITE_SAVE_FAILED_MESSAGE = 'Website güncellenirken bir hata oluştu.'

export type WebsiteSaveOutcome =
  | { kind: 'saved'; website: EditableWebsite; message: string }
  /** The server answered and changed nothing: its Turkish reason (409: changed since the form started). */
  | { kind: 'refused'; message: string; status?: number }
  /** The request did not reach the server. */
  | { kind: 'network-error'; message: string }
  /** The service worker kept it in its outbox (the backend went away between the check and the send). */
  | { kind: 'queued'; message: string }

const failedAnswerSchema = z.object({ message: z.string().min(1) })

/** What a save's answer means, from its status and parsed body. */
export async function saveOutcome(status: number, body: unknown): Promise<WebsiteSaveOutcome> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  if (status === 202 && record.queued === true) return { kind: 'queued', message: offlineMessages.queued }
  if (status >= 200 && status < 300 && record.success !== false) {
    const parsed = (await resolveSchema(editableAnswerSchema)).safeParse(body)
    if (parsed.success) {
      const message = typeof record.message === 'string' && record.message ? record.message : null
      // The schemas' module is loaded by now (it parsed the answer): its message costs no request.
      const saved = message ?? (await websiteSchemas()).websiteMessages.updated
      return { kind: 'saved', website: parsed.data, message: saved }
    }
    return { kind: 'refused', message: WEBSITE_SAVE_FAILED_MESSAGE }
  }
  const failure = failedAnswerSchema.safeParse(body)
  const message = failure.success ? failure.data.message : WEBSITE_SAVE_FAILED_MESSAGE
  return { kind: 'refused', message, status }
}

/** The edit screen's copy of the website is now `website` (what the server stored or answered). */
export function rememberEditableWebsite(website: EditableWebsite): void {
  const key = userScopedKey(websiteKeys.editable(website.id), sessionState.user?.id ?? null)
  queryClient.setQueryData(key, website)
}

/**
 * PUT /api/me/websites/:id (the team: PUT /api/admin/websites/:id/edit) with the edit form as multipart/form-data (the browser writes the boundary).
 * The same `idempotencyKey` for a repeated, unchanged save: if the first one did reach the server, the
 * server answers its result again instead of storing the gallery's new files twice.
 */
export async function saveWebsiteEdits(
  id: string,
  form: FormData,
  idempotencyKey: string,
  source: WebsiteEditSource = 'owner',
): Promise<WebsiteSaveOutcome> {
  try {
    await ensureFreshToken()
    const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': idempotencyKey }
    if (sessionState.accessToken) headers.Authorization = `Bearer ${sessionState.accessToken}`
    let response: Response
    try {
      response = await fetch(websitePath(id, source), { method: 'PUT', headers, body: form })
    } catch {
      noteNetworkFailure()
      return { kind: 'network-error', message: CONNECTION_ERROR_MESSAGE }
    }
    noteResponse(response)
    const body: unknown = await response.json().catch(() => null)
    try {
      const outcome = await saveOutcome(response.status, body)
      // The next edit screen starts from what was stored, not from the copy read before.
      if (outcome.kind === 'saved') rememberEditableWebsite(outcome.website)
      return outcome
    } catch {
      // The answer's schema did not load (its chunk was lost): the save itself went through.
      return { kind: 'refused', message: CONNECTION_ERROR_MESSAGE }
    }
  } finally {
    // Refused or failed too: the list and the website may have changed meanwhile.
    void invalidateResources(websiteKeys.all)
  }
}
