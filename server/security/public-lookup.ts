import { lookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './public-address'

// Connecting to a host a client named (a push endpoint) without reaching the server's own networks
// (docs/security.md#addresses-the-server-connects-to): the name is resolved once, every address it
// has must be public, and the connection is made to those very addresses. Resolving again at connect
// time would let a name answer a public address to the check and 127.0.0.1 to the connection (DNS
// rebinding).

export interface ResolvedAddress {
  address: string
  family: number
}

/** Resolves a host name to all its addresses; the system resolver unless a test injects its own. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolve: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true })

/**
 * The addresses to connect to for `hostname` (a URL's hostname: an IPv6 literal keeps its brackets):
 * null when any of them is not public. A resolver failure is thrown (the host may be back later).
 */
export async function publicAddressesOf(
  hostname: string,
  resolve: ResolveHost = systemResolve,
): Promise<ResolvedAddress[] | null> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(bare)
  const addresses = family ? [{ address: bare, family }] : await resolve(bare)
  if (addresses.length === 0) throw new Error(`${bare} has no address`)
  return addresses.every((a) => isPublicAddress(a.address)) ? addresses : null
}

/** A `lookup` for net/http/https that answers the checked addresses, whatever name it is asked. */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0
    const wanted = addresses.filter((a) => !family || a.family === family)
    const [first] = wanted
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`${hostname}: no checked IPv${family} address`)
      error.code = 'ENOTFOUND'
      callback(error, '')
    } else if (options.all)
      callback(
        null,
        wanted.map((a) => ({ address: a.address, family: a.family })),
      )
    else callback(null, first.address, first.family)
  }
}
