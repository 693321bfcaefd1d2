import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// A customer's own domain for their published site (docs/rules/custom-domains.md): the DNS records to
// create, the verification token, and where the domain stands. One record schema for the server, the
// service worker's demo and the screens.

/** pending: waiting for DNS; verified: the records are right; active: its certificate was asked for. */
export const DOMAIN_STATES = ['pending', 'verified', 'active', 'error'] as const
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

/** The TXT record's name under the domain and its value's prefix. */
export const VERIFY_NAME = '_sitekur'
export const verifyValue = (token: string) => `sitekur-verification=${token}`
