import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitConnections, serverOptions, type ConnectionLimits } from './connection-limits'

// Slow clients on loopback against a real node:http server with the host's limits (scaled down):
// each client trickles one byte at a time and stops by itself when the server closes on it, or
// after a bounded number of bytes.

const limits: ConnectionLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 200,
  checkIntervalMs: 100,
  maxConnections: 50,
  maxConnectionsPerAddress: 4,
}

/** A client gives up by itself after this long: the tests stay bounded even without the limits. */
const CLIENT_LIFETIME_MS = 3000

const servers: Server[] = []
async function start(options: ConnectionLimits): Promise<number> {
  const server = createServer(serverOptions(options), (request, response) => {
    request.resume()
    request.on('end', () => response.end('ok'))
  })
  limitConnections(server, options)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

let port = 0
beforeAll(async () => {
  port = await start(limits)
})
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})

/** Sends `head`, then one byte of `trickle` every 50 ms; resolves with how long the server let it live. */
function slowClient(head: string, trickle: string): Promise<{ closedAfterMs: number; reply: string }> {
  return new Promise((resolve) => {
    const started = Date.now()
    let reply = ''
    let sent = 0
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    const giveUp = setTimeout(() => socket.destroy(), CLIENT_LIFETIME_MS)
    const timer = setInterval(() => {
      if (sent >= trickle.length) return
      socket.write(trickle[sent++] ?? '')
    }, 50)
    socket.on('data', (chunk) => (reply += chunk.toString()))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      resolve({ closedAfterMs: Date.now() - started, reply })
    })
  })
}

describe('connection limits of the Node host', () => {
  it('closes a client that sends its headers too slowly (slowloris)', async () => {
    const headers = 'X-Padding: ' + 'a'.repeat(200) + '\r\n'
    const result = await slowClient('GET / HTTP/1.1\r\nHost: localhost\r\n', headers)
    // Without the limit the client would have lived for its 200 bytes × 50 ms = 10 s, and Node's
    // default would have allowed it 60 s.
    expect(result.closedAfterMs).toBeLessThan(limits.headersTimeoutMs + 5 * limits.checkIntervalMs + 500)
    expect(result.reply).toMatch(/^HTTP\/1\.1 408/)
  })

  it('closes a client that sends its body too slowly', async () => {
    const result = await slowClient(
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 200\r\n\r\n',
      'b'.repeat(200),
    )
    expect(result.closedAfterMs).toBeLessThan(limits.requestTimeoutMs + 5 * limits.checkIntervalMs + 500)
    expect(result.reply).toMatch(/^HTTP\/1\.1 408/)
  })

  it('caps the connections one address may hold', async () => {
    // Long timeouts here: only the cap may close a connection in this test.
    const capped = await start({ ...limits, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 })
    const sockets: Socket[] = []
    const closed: boolean[] = []
    for (let i = 0; i < limits.maxConnectionsPerAddress + 2; i++) {
      const socket = connect(capped, '127.0.0.1')
      const index = i
      closed[index] = false
      socket.on('error', () => {})
      socket.on('close', () => (closed[index] = true))
      sockets.push(socket)
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    }
    await expect.poll(() => closed.filter(Boolean).length, { timeout: 2000 }).toBe(2)
    expect(closed.slice(0, limits.maxConnectionsPerAddress)).toEqual(
      Array.from({ length: limits.maxConnectionsPerAddress }, () => false),
    )
    for (const socket of sockets) socket.destroy()
  })
})
