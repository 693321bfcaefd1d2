import type { SiteTargets } from '../ports/config'
import { DnsLookupError, type DnsLookup } from '../ports/dns'
import { VERIFY_NAME, verifyValue, type DnsRecord } from './site-domain.shared'
import { siteDomainMessages as messages } from './site-domain-messages.shared'

// Whether a customer's domain is theirs and points at SiteKur (docs/rules/custom-domains.md#the-check):
// the TXT record `_sitekur.<domain>` carries the site's token, and the domain's A/AAAA records name the
// server's addresses (or its CNAME the SiteKur host). The records shown to the customer come from here too.

export type DomainCheck = { ok: true } | { ok: false; reason: string; lookupFailed?: boolean }

const bareName = (name: string) => name.toLowerCase().replace(/\.$/, '')

/** The records to create: A/AAAA for the domain, a CNAME for its www., the TXT that proves it is theirs. */
export function recordsFor(token: string, targets: SiteTargets | undefined): DnsRecord[] {
  const records: DnsRecord[] = []
  for (const ip of targets?.ipv4 ?? []) {
    records.push({
      type: 'A',
      name: '@',
      value: ip,
      purpose: 'Domainin kendisi SiteKur sunucusunu göstersin',
    })
  }
  for (const ip of targets?.ipv6 ?? []) {
    records.push({ type: 'AAAA', name: '@', value: ip, purpose: 'Aynısı, IPv6 için' })
  }
  if (targets?.cname) {
    records.push({
      type: 'CNAME',
      name: 'www',
      value: targets.cname,
      purpose: 'www. adresi de siteye gelsin',
    })
  }
  records.push({
    type: 'TXT',
    name: VERIFY_NAME,
    value: verifyValue(token),
    purpose: 'Domainin sizin olduğunu doğrular',
  })
  return records
}

async function txtProof(dns: DnsLookup, domain: string, token: string): Promise<DomainCheck> {
  const name = `${VERIFY_NAME}.${domain}`
  const values = await dns.txt(name)
  if (values.length === 0) return { ok: false, reason: messages.noTxt(name) }
  return values.some((value) => value.trim() === verifyValue(token))
    ? { ok: true }
    : { ok: false, reason: messages.wrongTxt(name) }
}

async function routing(dns: DnsLookup, domain: string, targets: SiteTargets): Promise<DomainCheck> {
  const cname = await dns.cname(domain)
  if (cname) {
    return bareName(cname) === bareName(targets.cname)
      ? { ok: true }
      : { ok: false, reason: messages.wrongAddress(domain, cname) }
  }
  const { ipv4, ipv6 } = await dns.addresses(domain)
  const found = [...ipv4, ...ipv6]
  if (found.length === 0) return { ok: false, reason: messages.noAddress(domain) }
  const ours = new Set([...targets.ipv4, ...targets.ipv6])
  const foreign = found.filter((ip) => !ours.has(ip))
  return foreign.length === 0
    ? { ok: true }
    : { ok: false, reason: messages.wrongAddress(domain, foreign.join(', ')) }
}

/** The check of `domain` against its `token`: both the proof and the routing must hold. */
export async function checkDomain(
  dns: DnsLookup | undefined,
  targets: SiteTargets | undefined,
  domain: string,
  token: string,
): Promise<DomainCheck> {
  // No resolver here (the offline demo): the claim waits, it has not failed.
  if (!dns || !targets) return { ok: false, reason: messages.noResolver }
  try {
    const proof = await txtProof(dns, domain, token)
    if (!proof.ok) return proof
    return await routing(dns, domain, targets)
  } catch (error) {
    const code = error instanceof DnsLookupError ? error.code : 'EUNKNOWN'
    return { ok: false, reason: messages.dnsFailed(code), lookupFailed: true }
  }
}
