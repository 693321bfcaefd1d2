import { Resolver } from 'node:dns/promises'
import { DnsLookupError, type DnsLookup } from '../../api/ports/dns'

// The custom-domain check's DNS questions through node:dns (docs/rules/custom-domains.md#the-check). Its
// own resolver: DNS_SERVERS ('127.0.0.1:5353' in tests), else the system's. A name or record that does
// not exist is an empty answer; anything else (a timeout, a refusal) is a failed lookup.

const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA'])

export function createNodeDnsLookup(servers: string[] = []): DnsLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 })
  if (servers.length) resolver.setServers(servers)

  async function ask<T>(question: () => Promise<T>, empty: T): Promise<T> {
    try {
      return await question()
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'EUNKNOWN'
      if (MISSING.has(code)) return empty
      throw new DnsLookupError(code)
    }
  }

  return {
    txt: async (name) => (await ask(() => resolver.resolveTxt(name), [])).map((chunks) => chunks.join('')),
    async addresses(name) {
      const [ipv4, ipv6] = await Promise.all([
        ask(() => resolver.resolve4(name), []),
        ask(() => resolver.resolve6(name), []),
      ])
      return { ipv4, ipv6 }
    },
    async cname(name) {
      const [target] = await ask(() => resolver.resolveCname(name), [])
      return target ? target.toLowerCase().replace(/\.$/, '') : null
    },
  }
}
