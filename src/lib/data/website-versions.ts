// A website's published versions and restoring one (docs/rules/publishing.md#versions):
// GET /api/{me|admin}/websites/:id/versions and POST …/versions/:number/restore. Keys live under
// 'websites', so a publication (which invalidates every website read) refreshes the history too.
import { z } from 'zod'
import type { WebsiteVersion } from '../../../api/publishing/website-version.shared'
import type { Website } from '../../../api/websites/website.shared'
import { offlineMessages } from '../../../api/lib/api-source.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { useResourceQuery } from './resource-query'
import { websiteKeys } from './websites'
import { write } from './write-outcome'

/** Whose API: the customer's own website, or any website for the team. */
export type VersionScope = 'me' | 'admin'

export const RESTORE_FAILED_MESSAGE = 'Sürüm geri yüklenemedi. Lütfen tekrar deneyin.'

export const websiteVersionKeys = {
  of: (scope: VersionScope, id: string) => [...websiteKeys.all, 'versions', scope, id] as const,
}

const path = (scope: VersionScope, id: string) => `/api/${scope}/websites/${encodeURIComponent(id)}/versions`

const versionsSchema = lazySchema(() =>
  import('../../../api/publishing/website-version.shared').then((m) =>
    m.websiteVersionsResponseSchema.transform((answer): WebsiteVersion[] => answer.data.versions),
  ),
)

const restoredSchema = lazySchema(() =>
  import('../../../api/websites/website.shared').then((m) =>
    z
      .object({ message: z.string(), data: z.object({ website: m.websiteSchema }) })
      .transform((answer): { message: string; website: Website } => ({
        message: answer.message,
        website: answer.data.website,
      })),
  ),
)

export const useWebsiteVersions = (scope: VersionScope, id: string) =>
  useResourceQuery(websiteVersionKeys.of(scope, id), (signal) =>
    api.get(path(scope, id), { schema: versionsSchema, signal }),
  )

/** Restores version `number` as the website's saved state: the server's message (or that it waits). */
export async function restoreWebsiteVersion(
  scope: VersionScope,
  id: string,
  number: number,
): Promise<string> {
  const outcome = await write(
    () => api.post(`${path(scope, id)}/${number}/restore`, {}, { fallbackMessage: RESTORE_FAILED_MESSAGE }),
    restoredSchema,
    [websiteKeys.all, adminOverviewKeys.all],
  )
  return outcome.kind === 'queued' ? offlineMessages.queued : outcome.value.message
}
