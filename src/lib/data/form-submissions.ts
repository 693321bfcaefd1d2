// "Mesajlar": what visitors sent through the forms of the customer's published sites
// (docs/rules/customer-dashboard.md#mesajlar). GET /api/me/websites/:id/submissions (one page, or every
// page for the CSV), GET …/submissions/counts (by kind, and the unread ones), PATCH …/:submissionId
// `{ read }` or `{ state }` (a booking's decision), DELETE …/:submissionId, PUT …/submissions/retention
// `{ months }` (how long the site keeps them; the website carries it as `formRetentionMonths`). A live
// event about 'formSubmissions' (src/lib/data/live.ts) refreshes every read under formSubmissionKeys.all.
import { useMemo } from 'react'
import { z } from 'zod'
import type { FormCounts, FormKind, FormSubmission } from '../../../api/site-forms/form-submission.shared'
import { api, lazySchema } from '../api-client'
import { fetchAllItems, fetchListPage, listAnswerSchema } from './list-page'
import type { ListPage } from './list-page'
import { useResourceQuery } from './resource-query'
import { useMyWebsites, websiteKeys } from './websites'
import { write } from './write-outcome'
import type { WriteOutcome } from './write-outcome'

export interface SubmissionListParams {
  kind: FormKind
  q?: string
  /** 1-based. */
  page?: number
  pageSize?: number
  unreadOnly?: boolean
}

export const formSubmissionKeys = {
  all: ['form-submissions'] as const,
  list: (websiteId: string, params: SubmissionListParams) =>
    ['form-submissions', 'list', websiteId, params] as const,
  counts: (websiteIds: readonly string[]) => ['form-submissions', 'counts', [...websiteIds]] as const,
}

const schemas = () => import('../../../api/site-forms/form-submission.shared')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.formSubmissionSchema)))
const countsSchema = lazySchema(() =>
  schemas().then((m) => m.formCountsResponseSchema.transform((answer) => answer.data.counts)),
)
const submissionSchema = lazySchema(() =>
  schemas().then((m) => m.formSubmissionResponseSchema.transform((answer) => answer.data.submission)),
)
const deletedSchema = z.object({ message: z.string().optional() })

const submissionsPath = (websiteId: string) => `/api/me/websites/${encodeURIComponent(websiteId)}/submissions`
const submissionPath = (websiteId: string, id: string) =>
  `${submissionsPath(websiteId)}/${encodeURIComponent(id)}`

const listParams = ({ kind, q, page, pageSize, unreadOnly }: SubmissionListParams) => ({
  q,
  page,
  pageSize,
  sort: '-createdAt',
  filters: { kind, unread: unreadOnly ? 'true' : undefined },
})

/** One page of a website's submissions of one kind, newest first. */
export function fetchSubmissions(
  websiteId: string,
  params: SubmissionListParams,
  signal?: AbortSignal,
): Promise<ListPage<FormSubmission>> {
  return fetchListPage(submissionsPath(websiteId), listSchema, listParams(params), signal)
}

/** Every submission matching the params, page after page (the CSV). */
export function fetchAllSubmissions(
  websiteId: string,
  params: Omit<SubmissionListParams, 'page' | 'pageSize'>,
): Promise<FormSubmission[]> {
  const { page: _page, pageSize: _size, ...rest } = listParams(params)
  return fetchAllItems(submissionsPath(websiteId), listSchema, rest)
}

export const useSubmissions = (websiteId: string | null, params: SubmissionListParams) =>
  useResourceQuery(
    formSubmissionKeys.list(websiteId ?? '', params),
    (signal) => fetchSubmissions(websiteId ?? '', params, signal),
    { enabled: websiteId !== null },
  )

export function fetchFormCounts(websiteId: string, signal?: AbortSignal): Promise<FormCounts> {
  return api.get(`${submissionsPath(websiteId)}/counts`, { schema: countsSchema, signal })
}

/** The counts of each of these websites, by id (one read for all: the tab bar and the inbox share it). */
export function useFormCounts(websiteIds: readonly string[]) {
  return useResourceQuery(
    formSubmissionKeys.counts(websiteIds),
    async (signal) =>
      new Map(
        await Promise.all(websiteIds.map(async (id) => [id, await fetchFormCounts(id, signal)] as const)),
      ),
    { enabled: websiteIds.length > 0 },
  )
}

/** The ids of the customer's websites (the inbox's choices), in the list's order. */
export function useMyWebsiteIds(): string[] {
  const { data } = useMyWebsites()
  const key = (data ?? []).map((website) => website.id).join('\n')
  return useMemo(() => (key ? key.split('\n') : []), [key])
}

/** The unread submissions of every kind over all the customer's websites; null until known. */
export function useMyUnreadTotal(): number | null {
  const { data } = useFormCounts(useMyWebsiteIds())
  return useMemo(() => (data ? unreadTotal([...data.values()]) : null), [data])
}

/** The unread submissions of every kind over the counts of several websites. */
export function unreadTotal(counts: readonly FormCounts[]): number {
  return counts.reduce((sum, one) => sum + Object.values(one.unread).reduce((total, n) => total + n, 0), 0)
}

export type SubmissionChange = { read: boolean } | { state: 'confirmed' | 'declined' }

/** Marks a submission read or unread, or decides a booking; the server's message comes back. */
export function changeSubmission(
  websiteId: string,
  id: string,
  change: SubmissionChange,
): Promise<WriteOutcome<FormSubmission>> {
  return write(() => api.patch(submissionPath(websiteId, id), change), submissionSchema, [
    formSubmissionKeys.all,
  ])
}

export function deleteSubmission(websiteId: string, id: string) {
  return write(() => api.delete(submissionPath(websiteId, id)), deletedSchema, [formSubmissionKeys.all])
}

const retentionSchema = lazySchema(() =>
  schemas().then((m) => m.formRetentionResponseSchema.transform((answer) => answer.data.months)),
)

/** How long the website keeps its submissions (months); the websites' reads refresh. */
export function setFormRetention(websiteId: string, months: number): Promise<WriteOutcome<number>> {
  return write(() => api.put(`${submissionsPath(websiteId)}/retention`, { months }), retentionSchema, [
    websiteKeys.all,
  ])
}
