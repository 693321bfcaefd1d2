import { request } from 'node:http'
import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { pinnedLookup, publicAddressesOf, type ResolveHost } from './public-lookup'

const resolver = (answers: Record<string, string[]>): ResolveHost => {
  return (host) =>
    Promise.resolve(
      (answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )
}

describe('publicAddressesOf', () => {
  it('answers every address of a name when all are public', async () => {
    const resolve = resolver({ 'push.example.com': ['142.250.74.10', '2a00:1450:4001:80b::200a'] })
    expect(await publicAddressesOf('push.example.com', resolve)).toEqual([
      { address: '142.250.74.10', family: 4 },
      { address: '2a00:1450:4001:80b::200a', family: 6 },
    ])
  })

  it('refuses a name when any one of its addresses is not public', async () => {
    const resolve = resolver({
      'rebind.example.com': ['142.250.74.10', '127.0.0.1'],
      'mapped.example.com': ['::ffff:169.254.169.254'],
      'inside.example.com': ['10.0.0.5'],
    })
    for (const host of ['rebind.example.com', 'mapped.example.com', 'inside.example.com']) {
      expect(await publicAddressesOf(host, resolve), host).toBeNull()
    }
  })

  it('judges an address literal as itself, without asking the resolver', async () => {
    const resolve: ResolveHost = () => Promise.reject(new Error('asked'))
    expect(await publicAddressesOf('[::1]', resolve)).toBeNull()
    expect(await publicAddressesOf('127.0.0.1', resolve)).toBeNull()
    expect(await publicAddressesOf('8.8.8.8', resolve)).toEqual([{ address: '8.8.8.8', family: 4 }])
  })

  it('throws when the name has no address (a failure, not a verdict)', async () => {
    await expect(publicAddressesOf('nowhere.example.com', resolver({}))).rejects.toThrow(/no address/)
  })
})

describe('pinnedLookup', () => {
  it('connects to the checked address whatever the name would resolve to', async () => {
    const sockets: Socket[] = []
    const server = createServer((socket) => {
      sockets.push(socket)
      socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      // '.invalid' never resolves (RFC 6761): the connection can only come from the pinned address.
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = request(`http://push.name.invalid:${port}/`, {
          agent: false,
          lookup: pinnedLookup([{ address: '127.0.0.1', family: 4 }]),
        })
        outgoing.on('response', (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        outgoing.on('error', reject)
        outgoing.end()
      })
      expect(status).toBe(204)
      expect(sockets).toHaveLength(1)
    } finally {
      sockets.forEach((socket) => socket.destroy())
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('answers only addresses of the family asked for', () => {
    const lookup = pinnedLookup([
      { address: '142.250.74.10', family: 4 },
      { address: '2a00:1450:4001:80b::200a', family: 6 },
    ])
    const answers: unknown[] = []
    lookup('x', { all: true, family: 6 }, (_error, address) => answers.push(address))
    lookup('x', {}, (_error, address, family) => answers.push([address, family]))
    lookup('x', { all: true, family: 4 }, (_error, address) => answers.push(address))
    expect(answers).toEqual([
      [{ address: '2a00:1450:4001:80b::200a', family: 6 }],
      ['142.250.74.10', 4],
      [{ address: '142.250.74.10', family: 4 }],
    ])
  })
})
