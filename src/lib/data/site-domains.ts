// A website's own domain (docs/rules/custom-domains.md): GET /api/{me|admin}/websites/:id/domains, adding one
// (POST …/domains), checking its DNS records now (POST …/domains/:domain/verify) and removing it (DELETE
// …/domains/:domain). Keys live under 'websites': a verified domain is logged on the website, so the live
// event that refreshes the website's screens refreshes its domain too, and so does every website write.
import { z } from 'zod'
import type { SiteDomain } from '../../../api/site-domains/site-domain.shared'
import { offlineMessages } from '../../../api/lib/api-source.shared'
import { api, lazySchema, type SchemaSource } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { useResourceQuery } from './resource-query'
import { websiteKeys } from './websites'
import { write } from './write-outcome'

/** Whose API: the customer's own website, or any website for the team. */
export type DomainScope = 'me' | 'admin'

export const DOMAIN_LOAD_FAILED_MESSAGE = 'Domain bilgisi yüklenemedi. Lütfen tekrar deneyin.'
export const DOMAIN_ADD_FAILED_MESSAGE = 'Domain eklenemedi. Lütfen tekrar deneyin.'
export const DOMAIN_VERIFY_FAILED_MESSAGE = 'Domain doğrulanamadı. Lütfen tekrar deneyin.'
export const DOMAIN_REMOVE_FAILED_MESSAGE = 'Domain kaldırılamadı. Lütfen tekrar deneyin.'

export const siteDomainKeys = {
  of: (scope: DomainScope, websiteId: string) => [...websiteKeys.all, 'domains', scope, websiteId] as const,
}

/** The server's message of a domain write, and the domain as it stands now (none when it was queued). */
export interface DomainWriteResult {
  message: string
  domain: SiteDomain | null
}

const domainsPath = (scope: DomainScope, websiteId: string) =>
  `/api/${scope}/websites/${encodeURIComponent(websiteId)}/domains`

const domainPath = (scope: DomainScope, websiteId: string, domain: string) =>
  `${domainsPath(scope, websiteId)}/${encodeURIComponent(domain)}`

const schemas = () => import('../../../api/site-domains/site-domain.shared')

const domainsSchema = lazySchema(() =>
  schemas().then((m) => m.siteDomainsResponseSchema.transform((answer) => answer.data.domains)),
)

const domainAnswerSchema = lazySchema(() =>
  schemas().then((m) =>
    m.siteDomainResponseSchema.transform((answer): DomainWriteResult => ({
      message: answer.message,
      domain: answer.data.domain,
    })),
  ),
)

const removedSchema = z
  .object({ message: z.string() })
  .transform((answer): DomainWriteResult => ({ message: answer.message, domain: null }))

export function fetchSiteDomains(
  scope: DomainScope,
  websiteId: string,
  signal?: AbortSignal,
): Promise<SiteDomain[]> {
  return api.get(domainsPath(scope, websiteId), {
    schema: domainsSchema,
    signal,
    fallbackMessage: DOMAIN_LOAD_FAILED_MESSAGE,
  })
}

/** The website's domains (at most one): the records to create and where the check stands. */
export const useSiteDomains = (scope: DomainScope, websiteId: string) =>
  useResourceQuery(siteDomainKeys.of(scope, websiteId), (signal) =>
    fetchSiteDomains(scope, websiteId, signal),
  )

// A domain changes the website (its address once verified) and the back-office's recent activity.
const CHANGES = [websiteKeys.all, adminOverviewKeys.all]

async function domainWrite(
  send: () => Promise<unknown>,
  schema: SchemaSource<DomainWriteResult>,
): Promise<DomainWriteResult> {
  const outcome = await write(send, schema, CHANGES)
  return outcome.kind === 'queued' ? { message: offlineMessages.queued, domain: null } : outcome.value
}

/** Claims `domain` for the website; a refusal (malformed, taken, a second one) throws its Turkish message. */
export const addSiteDomain = (scope: DomainScope, websiteId: string, domain: string) =>
  domainWrite(
    () => api.post(domainsPath(scope, websiteId), { domain }, { fallbackMessage: DOMAIN_ADD_FAILED_MESSAGE }),
    domainAnswerSchema,
  )

/** Reads the domain's DNS records now: the server's verdict and the domain with its state and reason. */
export const verifySiteDomain = (scope: DomainScope, websiteId: string, domain: string) =>
  domainWrite(
    () =>
      api.post(
        `${domainPath(scope, websiteId, domain)}/verify`,
        {},
        { fallbackMessage: DOMAIN_VERIFY_FAILED_MESSAGE },
      ),
    domainAnswerSchema,
  )

/** Takes the domain off the website; the site answers on its SiteKur address again. */
export const removeSiteDomain = (scope: DomainScope, websiteId: string, domain: string) =>
  domainWrite(
    () =>
      api.delete(domainPath(scope, websiteId, domain), undefined, {
        fallbackMessage: DOMAIN_REMOVE_FAILED_MESSAGE,
      }),
    removedSchema,
  )
