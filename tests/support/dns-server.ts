import { createSocket, type RemoteInfo } from 'node:dgram'
import * as packet from 'dns-packet'

// A DNS server on loopback for the custom-domain tests (docs/rules/custom-domains.md#the-check): it answers
// A, AAAA, CNAME and TXT questions from a zone the test edits, NXDOMAIN for a name it does not hold.

export interface ZoneEntry {
  A?: string[]
  AAAA?: string[]
  CNAME?: string
  TXT?: string[]
}

export interface LoopbackDns {
  /** '127.0.0.1:<port>': for DNS_SERVERS or a Resolver's setServers. */
  address: string
  zone: Map<string, ZoneEntry>
  close(): Promise<void>
}

function answersFor(entry: ZoneEntry, name: string, type: string): packet.Answer[] {
  if (entry.CNAME && type !== 'TXT') return [{ type: 'CNAME', name, ttl: 60, data: entry.CNAME }]
  if (type === 'A') return (entry.A ?? []).map((data) => ({ type: 'A', name, ttl: 60, data }))
  if (type === 'AAAA') return (entry.AAAA ?? []).map((data) => ({ type: 'AAAA', name, ttl: 60, data }))
  if (type === 'TXT') return (entry.TXT ?? []).map((data) => ({ type: 'TXT', name, ttl: 60, data }))
  return []
}

export async function startLoopbackDns(): Promise<LoopbackDns> {
  const zone = new Map<string, ZoneEntry>()
  const socket = createSocket('udp4')
  socket.on('message', (message: Buffer, remote: RemoteInfo) => {
    const query = packet.decode(message)
    const question = query.questions?.[0]
    if (!question) return
    const name = question.name.toLowerCase().replace(/\.$/, '')
    const entry = zone.get(name)
    const reply = packet.encode({
      id: query.id,
      type: 'response',
      flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (entry ? 0 : 3),
      questions: [question],
      answers: entry ? answersFor(entry, question.name, question.type) : [],
    })
    socket.send(reply, remote.port, remote.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address()
  return {
    address: `127.0.0.1:${port}`,
    zone,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
