// A form's draft kept on the server for the signed-in user (GET/PUT/DELETE /api/me/drafts/:form), so
// it follows them to another device (docs/drafts.md#on-the-server). The device's own copy stays the
// first home of a draft; this copy is written after it and read when the form opens. The newer
// revision wins on the server too: an older PUT changes nothing and answers the draft the server keeps.
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import type { ServerDraftForm } from '../../../api/drafts/form-draft.shared'
import { api, lazySchema } from '../api-client'
import { sessionState } from '../session'
import { useStore } from '../use-store'
import { queryClient } from './query-client'
import { userScopedKey } from './resource-query'

export interface ServerDraft {
  value: unknown
  revision: number
}

export const serverDraftKeys = {
  all: ['server-drafts'] as const,
  form: (form: ServerDraftForm) => ['server-drafts', form] as const,
}

const draftPath = (form: ServerDraftForm) => `/api/me/drafts/${encodeURIComponent(form)}`
const cacheKey = (form: ServerDraftForm) =>
  userScopedKey(serverDraftKeys.form(form), sessionState.user?.id ?? null)

const draftSchema = lazySchema(() =>
  import('../../../api/drafts/form-draft.shared').then((m) =>
    m.formDraftResponseSchema.transform((answer): ServerDraft | null => answer.data.draft),
  ),
)

const queuedSchema = z.object({ queued: z.literal(true) })

export function fetchServerDraft(form: ServerDraftForm, signal?: AbortSignal): Promise<ServerDraft | null> {
  return api.get(draftPath(form), { schema: draftSchema, signal })
}

/**
 * Stores the draft unless the server has a newer revision. Answers the draft the server keeps now, or
 * null when the service worker queued the write (offline: it goes out when the connection is back).
 */
export async function saveServerDraft(
  form: ServerDraftForm,
  draft: ServerDraft,
): Promise<ServerDraft | null> {
  const body = await api.put<unknown>(draftPath(form), draft)
  if (queuedSchema.safeParse(body).success) return null
  const kept = (await draftSchema()).parse(body)
  // The answer is the server's copy now (a newer one from another device, if there is one).
  queryClient.setQueryData(cacheKey(form), kept)
  return kept
}

export async function deleteServerDraft(form: ServerDraftForm): Promise<void> {
  queryClient.setQueryData(cacheKey(form), null)
  await api.delete(draftPath(form))
}

export interface ServerDraftRead {
  /** The last draft read (null: none on the server); undefined before the first answer. */
  draft: ServerDraft | null | undefined
  /** A read made since the screen opened has answered (or failed): the starting point is known. */
  settled: boolean
}

/**
 * The server's draft of `form`, read again whenever the screen opens (never only the cached copy: a
 * draft written on another device since must count) and then by the app's refresh policy.
 */
export function useServerDraft(form: ServerDraftForm): ServerDraftRead {
  const userId = useStore(sessionState).user?.id ?? null
  const result = useQuery(
    {
      queryKey: userScopedKey(serverDraftKeys.form(form), userId),
      queryFn: ({ signal }) => fetchServerDraft(form, signal),
      refetchOnMount: 'always',
      enabled: userId !== null,
    },
    queryClient,
  )
  return {
    draft: result.isFetchedAfterMount ? result.data : undefined,
    settled: result.isFetchedAfterMount,
  }
}
