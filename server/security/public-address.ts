import { isIP } from 'node:net'

// What kind of network an IP address belongs to, so the server connects on behalf of a client only to
// the public internet (docs/security.md#addresses-the-server-connects-to). Everything not known to be
// public unicast is refused: the server's own machine, its private networks, link-local (where cloud
// metadata services answer), CGNAT, multicast, and the reserved and documentation ranges. An IPv6
// address that carries an IPv4 one (IPv4-mapped, NAT64, 6to4) is judged by that IPv4 address.

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'carrier-grade-nat'
  | 'multicast'
  | 'reserved'
  | 'invalid'

type Range = readonly [base: bigint, prefix: number, kind: AddressKind]

function v4(text: string): bigint {
  return text.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n)
}

function v6(text: string): bigint | null {
  let address = text.toLowerCase()
  const zone = address.indexOf('%')
  if (zone >= 0) address = address.slice(0, zone)
  if (isIP(address) !== 6) return null
  const tail = address.slice(address.lastIndexOf(':') + 1)
  if (tail.includes('.')) {
    const quad = v4(tail)
    address = `${address.slice(0, address.length - tail.length)}${(quad >> 16n).toString(16)}:${(quad & 0xffffn).toString(16)}`
  }
  const [head = '', rest] = address.split('::')
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const left = groups(head)
  const right = rest === undefined ? [] : groups(rest)
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return all.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n)
}

const V4_RANGES: readonly Range[] = [
  [v4('0.0.0.0'), 8, 'unspecified'],
  [v4('10.0.0.0'), 8, 'private'],
  [v4('100.64.0.0'), 10, 'carrier-grade-nat'],
  [v4('127.0.0.0'), 8, 'loopback'],
  [v4('169.254.0.0'), 16, 'link-local'],
  [v4('172.16.0.0'), 12, 'private'],
  [v4('192.0.0.0'), 24, 'reserved'],
  [v4('192.0.2.0'), 24, 'reserved'],
  [v4('192.88.99.0'), 24, 'reserved'],
  [v4('192.168.0.0'), 16, 'private'],
  [v4('198.18.0.0'), 15, 'reserved'],
  [v4('198.51.100.0'), 24, 'reserved'],
  [v4('203.0.113.0'), 24, 'reserved'],
  [v4('224.0.0.0'), 4, 'multicast'],
  [v4('240.0.0.0'), 4, 'reserved'],
]

/** IPv6 ranges inside global unicast (2000::/3) that are not the public internet. */
const V6_RANGES: readonly Range[] = [
  [v6('2001::')!, 23, 'reserved'], // IETF protocol assignments: Teredo, benchmarking, ORCHID, …
  [v6('2001:db8::')!, 32, 'reserved'], // documentation
  [v6('3fff::')!, 20, 'reserved'], // documentation
]

const within = (value: bigint, bits: number, [base, prefix]: Range) =>
  value >> BigInt(bits - prefix) === base >> BigInt(bits - prefix)

function kindOfV4(value: bigint): AddressKind {
  return V4_RANGES.find((range) => within(value, 32, range))?.[2] ?? 'public'
}

function kindOfV6(value: bigint): AddressKind {
  const top = (bits: number) => value >> BigInt(128 - bits)
  if (value === 0n) return 'unspecified'
  if (value === 1n) return 'loopback'
  if (top(96) === 0xffffn) return kindOfV4(value & 0xffffffffn) // ::ffff:a.b.c.d, IPv4-mapped
  if (top(96) === 0x64ff9b0000000000000000n) return kindOfV4(value & 0xffffffffn) // 64:ff9b::/96, NAT64
  if (top(16) === 0x2002n) return kindOfV4((value >> 80n) & 0xffffffffn) // 2002::/16, 6to4
  if (top(7) === 0x7en) return 'unique-local' // fc00::/7
  if (top(10) === 0x3fan) return 'link-local' // fe80::/10
  if (top(10) === 0x3fbn) return 'private' // fec0::/10, the former site-local
  if (top(8) === 0xffn) return 'multicast' // ff00::/8
  if (top(3) !== 1n) return 'reserved' // outside 2000::/3: IPv4-compatible, discard, local NAT64, …
  return V6_RANGES.find((range) => within(value, 128, range))?.[2] ?? 'public'
}

/** The kind of an IP address as text (IPv6 with or without brackets); 'invalid' when it is none. */
export function addressKind(address: string): AddressKind {
  const bare = address.replace(/^\[(.*)\]$/, '$1')
  if (isIP(bare) === 4) return kindOfV4(v4(bare))
  const value = v6(bare)
  return value === null ? 'invalid' : kindOfV6(value)
}

export const isPublicAddress = (address: string) => addressKind(address) === 'public'
