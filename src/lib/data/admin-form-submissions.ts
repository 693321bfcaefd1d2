// A website's form submissions as the team sees them (docs/rules/site-forms.md#the-inbox): the figures of
// any website (GET /api/admin/websites/:id/submissions/counts), and the submissions themselves only when
// opened on the customer's behalf with a reason (GET …/submissions?reason=), each opening written to the
// audit trail. That read is made once, when the reason is sent, and forgotten with the dialog: it is never
// polled, refetched on a return or kept in the cache (the server marks it transient for the service worker).
import type { FormCounts, FormSubmission } from '../../../api/site-forms/form-submission.shared'
import { api, lazySchema } from '../api-client'
import { formSubmissionKeys } from './form-submissions'
import { fetchListPage, listAnswerSchema, type ListPage } from './list-page'
import { useResourceQuery } from './resource-query'

/** The on-behalf list's page size; more submissions than this are paged. */
export const ON_BEHALF_PAGE_SIZE = 20

export interface OnBehalfParams {
  reason: string
  /** 1-based. */
  page: number
}

export const adminFormSubmissionKeys = {
  // Under the submissions' prefix: a live event about 'formSubmissions' refreshes the figures.
  counts: (websiteId: string) => [...formSubmissionKeys.all, 'admin-counts', websiteId] as const,
  // Outside it: no event or write makes the team read a customer's messages again.
  onBehalf: (websiteId: string, params: OnBehalfParams) =>
    ['admin-form-submissions-on-behalf', websiteId, params] as const,
}

const schemas = () => import('../../../api/site-forms/form-submission.shared')
const countsSchema = lazySchema(() =>
  schemas().then((m) => m.formCountsResponseSchema.transform((answer) => answer.data.counts)),
)
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.formSubmissionSchema)))

const submissionsPath = (websiteId: string) =>
  `/api/admin/websites/${encodeURIComponent(websiteId)}/submissions`

export function fetchAdminFormCounts(websiteId: string, signal?: AbortSignal): Promise<FormCounts> {
  return api.get(`${submissionsPath(websiteId)}/counts`, { schema: countsSchema, signal })
}

/** How many submissions of each kind the website has, and how many are unread; never their contents. */
export const useAdminFormCounts = (websiteId: string) =>
  useResourceQuery(adminFormSubmissionKeys.counts(websiteId), (signal) =>
    fetchAdminFormCounts(websiteId, signal),
  )

/** One page of the website's submissions, newest first, opened on the customer's behalf for `reason`. */
export function fetchSubmissionsOnBehalf(
  websiteId: string,
  { reason, page }: OnBehalfParams,
  signal?: AbortSignal,
): Promise<ListPage<FormSubmission>> {
  return fetchListPage(
    submissionsPath(websiteId),
    listSchema,
    { page, pageSize: ON_BEHALF_PAGE_SIZE, sort: '-createdAt', filters: { reason } },
    signal,
  )
}

/** The on-behalf read: nothing until a reason is sent (null), then one read per reason and page. */
export const useSubmissionsOnBehalf = (websiteId: string, params: OnBehalfParams | null) =>
  useResourceQuery(
    adminFormSubmissionKeys.onBehalf(websiteId, params ?? { reason: '', page: 1 }),
    (signal) => fetchSubmissionsOnBehalf(websiteId, params ?? { reason: '', page: 1 }, signal),
    { enabled: params !== null, once: true },
  )
