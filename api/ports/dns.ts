// DNS questions the custom-domain check asks (docs/rules/custom-domains.md#the-check). The Node host answers
// them with node:dns (DNS_SERVERS, else the system's resolvers; a server on loopback in tests); the service
// worker has none.

export interface DnsLookup {
  /** The TXT records of `name`, each joined from its strings; [] when the name has none or does not exist. */
  txt(name: string): Promise<string[]>
  /** The A and AAAA records of `name`; empty lists when it has none. */
  addresses(name: string): Promise<{ ipv4: string[]; ipv6: string[] }>
  /** The CNAME target of `name` (lower-case, no trailing dot), or null. */
  cname(name: string): Promise<string | null>
}

/** A failed question (not a missing record): a timeout, a refused query. */
export class DnsLookupError extends Error {
  constructor(readonly code: string) {
    super(`DNS lookup failed: ${code}`)
  }
}
