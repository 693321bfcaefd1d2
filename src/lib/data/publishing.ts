// Publishing. The owner: POST /api/me/websites/:id/publish (their saved changes to a live site; offline it
// waits in the outbox like any write). Admin: POST /api/admin/website-requests/:id/publish (a completed request's website, created
// from the request when none is linked yet) and POST /api/admin/websites/:id/publish, /unpublish (the
// websites screen). Where a published site is served: publishedSiteAddress in api/websites/website.shared.ts.
import { z } from 'zod'
import type { Website } from '../../../api/websites/website.shared'
import { offlineMessages } from '../../../api/lib/api-source.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { approvalKeys } from './approvals'
import { websiteRequestKeys } from './website-requests'
import { websiteKeys } from './websites'
import { write } from './write-outcome'

export const PUBLISH_FAILED_MESSAGE = 'Website yayınlanamadı. Lütfen tekrar deneyin.'
export const UNPUBLISH_FAILED_MESSAGE = 'Website yayından kaldırılamadı. Lütfen tekrar deneyin.'

export interface PublishResult {
  message: string
  website: Website
}

const publishAnswerSchema = lazySchema(() =>
  import('../../../api/websites/website.shared').then((m) =>
    z
      .object({ message: z.string(), data: z.object({ website: m.websiteSchema }) })
      .transform((answer): PublishResult => ({ message: answer.message, website: answer.data.website })),
  ),
)

// A publication changes the website (its slug, publishedAt), the request it came from (its linked
// website) and the back-office figures.
const CHANGES = [websiteKeys.all, websiteRequestKeys.all, adminOverviewKeys.all]

async function publishCall(path: string, fallbackMessage: string): Promise<PublishResult> {
  const outcome = await write(() => api.post(path, {}, { fallbackMessage }), publishAnswerSchema, CHANGES)
  // Admins work online: a publication kept for later would go out unseen.
  if (outcome.kind === 'queued') throw new Error(fallbackMessage)
  return outcome.value
}

const id = (value: string) => encodeURIComponent(value)

/** Publishes the website of a completed request (created from the request when none is linked yet). */
export const publishWebsiteRequest = (requestId: string) =>
  publishCall(`/api/admin/website-requests/${id(requestId)}/publish`, PUBLISH_FAILED_MESSAGE)

/** Publishes a website (again: its page is rendered anew). */
export const publishWebsite = (websiteId: string) =>
  publishCall(`/api/admin/websites/${id(websiteId)}/publish`, PUBLISH_FAILED_MESSAGE)

/** Takes a website's page down; its slug stays with it. */
export const unpublishWebsite = (websiteId: string) =>
  publishCall(`/api/admin/websites/${id(websiteId)}/unpublish`, UNPUBLISH_FAILED_MESSAGE)

/**
 * The owner publishes their saved changes (or, on a site whose publications the team approves, asks the
 * team to: the answer is then the request): the server's message, or that it waits for the connection.
 */
export async function publishOwnWebsite(websiteId: string): Promise<string> {
  const outcome = await write(
    () =>
      api.post(`/api/me/websites/${id(websiteId)}/publish`, {}, { fallbackMessage: PUBLISH_FAILED_MESSAGE }),
    publishAnswerSchema,
    [...CHANGES, approvalKeys.all],
  )
  return outcome.kind === 'queued' ? offlineMessages.queued : outcome.value.message
}
