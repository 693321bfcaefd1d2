import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// A customer's own domain for their published site (docs/rules/custom-domains.md): the DNS records to
// create, the verification token, and where the domain stands. One record schema for the server, the
// service worker's demo and the screens.

/**
 * pending: waiting for DNS; verified: the records are right; active: its certificate was asked for;
 * error: a waiting claim's lookup failed; lapsed: a verified domain that stopped pointing at SiteKur for
 * LAPSE_GRACE_DAYS, taken off its website until it is verified again.
 */
export const DOMAIN_STATES = ['pending', 'verified', 'active', 'error', 'lapsed'] as const
export type DomainState = (typeof DOMAIN_STATES)[number]

export const siteDomainRecordSchema = z.object({
  id: idSchema,
  websiteId: idSchema,
  /** Normalised, without `www.`: the site answers to both, and the `www.` form redirects to this one. */
  domain: z.string(),
  /** The TXT record's value proves the customer controls the domain. */
  token: z.string(),
  state: z.enum(DOMAIN_STATES),
  /** Why it is pending or failed, in Turkish; '' once verified. */
  reason: z.string(),
  checkedAt: nullableTimestampSchema,
  verifiedAt: nullableTimestampSchema,
  /** When a proxy first asked to issue its certificate (docs/rules/custom-domains.md#https). */
  certificateAt: nullableTimestampSchema,
  /**
   * A verified domain's first failed check in a row (its grace period's start); null while its checks
   * pass. Kept once lapsed: the claim's deletion counts from it. Absent on rows written before it existed.
   */
  failingSince: nullableTimestampSchema.optional(),
  createdAt: timestampSchema,
})
export type SiteDomainRecord = z.infer<typeof siteDomainRecordSchema>

/** One DNS record the customer creates at their DNS provider. */
export const dnsRecordSchema = z.object({
  type: z.enum(['A', 'AAAA', 'CNAME', 'TXT']),
  /** '@' the domain itself, or a name under it ('www', '_sitekur'). */
  name: z.string(),
  value: z.string(),
  /** A or AAAA, or a CNAME instead of them; the TXT always. */
  purpose: z.string(),
})
export type DnsRecord = z.infer<typeof dnsRecordSchema>

export const siteDomainSchema = siteDomainRecordSchema.extend({ records: z.array(dnsRecordSchema) })
export type SiteDomain = z.infer<typeof siteDomainSchema>

export const siteDomainsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ domains: z.array(siteDomainSchema) }),
})
export const siteDomainResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ domain: siteDomainSchema }),
})

export const addDomainSchema = z.object({ domain: z.string().trim().min(1).max(253) })
export const domainParamsSchema = z.object({ id: idSchema, domain: z.string().min(1).max(253) })

/** A claim not verified within this many days is deleted: nobody holds a domain they cannot prove. */
export const UNVERIFIED_DAYS = 7

/** A verified domain is checked again at most this often (by the job, oldest check first). */
export const RECHECK_HOURS = 24

/**
 * A verified domain whose records stay wrong this many days in a row lapses: its website stops answering
 * to it. A failed lookup (a timeout) neither starts nor ends the period; a passing check ends it.
 */
export const LAPSE_GRACE_DAYS = 7

const DAY_MS = 86_400_000

/** The whole days left (at least 1) before a failing verified domain lapses; null when it is not failing. */
export function graceDaysLeft(domain: Pick<SiteDomainRecord, 'state' | 'failingSince'>, now: Date) {
  if (!domain.failingSince || (domain.state !== 'verified' && domain.state !== 'active')) return null
  const left = Date.parse(domain.failingSince) + LAPSE_GRACE_DAYS * DAY_MS - now.getTime()
  return Math.max(1, Math.ceil(left / DAY_MS))
}

/** The TXT record's name under the domain and its value's prefix. */
export const VERIFY_NAME = '_sitekur'
export const verifyValue = (token: string) => `sitekur-verification=${token}`
