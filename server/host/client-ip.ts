import type { IncomingMessage } from 'node:http'

// The client address for rate limits and the activity log. The socket address is the truth; the
// X-Forwarded-For header is believed only behind a trusted proxy (TRUST_PROXY = number of proxies
// in front of the server), and then only the hops those proxies appended, so a client cannot pick
// its own address by sending the header itself.

function socketAddress(env: unknown): string | null {
  if (!env || typeof env !== 'object' || !('incoming' in env)) return null
  const incoming = (env as { incoming?: IncomingMessage }).incoming
  const address = incoming?.socket?.remoteAddress ?? null
  // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
  return address?.startsWith('::ffff:') ? address.slice(7) : address
}

export function createClientIp(trustedProxies: number) {
  return (request: { headers: { get(name: string): string | null } }, env: unknown): string | null => {
    const direct = socketAddress(env)
    if (trustedProxies <= 0) return direct
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const chain = direct ? [...forwarded, direct] : forwarded
    // chain[last] is the proxy next to us; each trusted proxy vouches for the address before it.
    const index = Math.max(0, chain.length - 1 - trustedProxies)
    return chain[index] ?? direct
  }
}
