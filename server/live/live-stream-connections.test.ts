import { createServer, request, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { MY_STREAM_PATH } from '../../api/live/stream-routes'
import { trackLiveStreams } from './live-stream-connections'

// A stopping host ends its open live streams (docs/rules/deployment.md#checks): server.close() then
// completes at once, not when the streams' kept-alive connections reach their idle timeout.

let server: Server | null = null
afterEach(() => {
  server?.closeAllConnections()
  server = null
})

async function streamingServer() {
  const created = createServer({ keepAliveTimeout: 60_000 }, (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.write('event: ready\ndata: {}\n\n')
  })
  server = created
  const streams = trackLiveStreams(created)
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve))
  return { server: created, streams, port: (created.address() as AddressInfo).port }
}

/** Opens a stream over a kept-alive connection; resolves with its socket once the first frame arrived. */
function openStream(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: MY_STREAM_PATH,
      headers: { connection: 'keep-alive' },
    })
    req.on('response', (response) => response.once('data', () => resolve(response.socket)))
    req.on('error', reject)
    req.end()
  })
}

it('closes the connections of the streams it ends, so a stopping server closes at once', async () => {
  const { server, streams, port } = await streamingServer()
  const sockets = await Promise.all([openStream(port), openStream(port)])
  expect(streams.count).toBe(2)
  const closed = Promise.all([
    new Promise((resolve) => server.close(resolve)),
    ...sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve))),
  ])
  streams.endAll()
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('still open after 2 s'), 2_000))
  expect(await Promise.race([closed.then(() => 'closed'), timeout])).toBe('closed')
})
