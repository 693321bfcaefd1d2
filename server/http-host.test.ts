import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { httpHandler } from './http-host'

// A load balancer's check may come without a Host header: haproxy's `option httpchk` sends
// `GET /health/ready HTTP/1.0` and nothing else (docs/rules/deployment.md#checks). The host answers it
// like any request to the app's own host; refused (400), every process would be taken out of the balancer.

let server: Server
let port = 0

beforeAll(async () => {
  const api = new Hono()
  api.get('/health/ready', (c) => c.json({ ready: true, host: new URL(c.req.url).host }))
  const web = new Hono()
  web.get('/', (c) => c.text('SiteKur'))
  server = createServer(httpHandler({ api, apiHeaders: {}, web, staticRoot: '/nonexistent' }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Sends `head` as it is and answers the response's status line and body. */
function raw(head: string): Promise<{ status: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head))
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      resolve({ status: head.split('\r\n')[0] ?? '', body })
    })
  })
}

it("answers an HTTP/1.0 request without a Host header, as one for the app's own host", async () => {
  expect(await raw('GET /health/ready HTTP/1.0\r\n\r\n')).toEqual({
    status: 'HTTP/1.1 200 OK',
    body: JSON.stringify({ ready: true, host: 'localhost' }),
  })
  expect(await raw('GET / HTTP/1.0\r\n\r\n')).toEqual({ status: 'HTTP/1.1 200 OK', body: 'SiteKur' })
})

it('still reads the Host header a request carries', async () => {
  const answer = await raw('GET /health/ready HTTP/1.0\r\nHost: app.sitekur.test\r\n\r\n')
  expect(answer.body).toBe(JSON.stringify({ ready: true, host: 'app.sitekur.test' }))
})
