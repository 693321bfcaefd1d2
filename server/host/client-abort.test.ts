import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiDefaultHeaders, createApi } from '../../api/app'
import { Hono } from 'hono'
import { createMemoryTestStore } from '../../tests/contract/memory-ports'
import { httpHandler } from '../http-host'

// A client that goes away in the middle of its request body is not a server error: nothing is
// logged as one (twenty aborted requests once left twenty error entries with stacks).

const errors: string[] = []
let server: Server
let port = 0
let finished = 0

beforeAll(async () => {
  const store = await createMemoryTestStore()
  const logger = {
    info: () => {},
    warn: () => {},
    error: (message: string, fields?: Record<string, unknown>) =>
      void errors.push(`${message} ${JSON.stringify(fields)}`),
  }
  const ports = { ...store.ports, logger }
  const api = createApi(ports, { defaultHeaders: 'host' })
  server = createServer(
    httpHandler({
      api: {
        fetch: async (request, env) => {
          try {
            return await api.fetch(request, env)
          } finally {
            finished++
          }
        },
      },
      apiHeaders: apiDefaultHeaders(ports.config),
      web: new Hono(),
      staticRoot: '/nonexistent',
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends the head and half of a JSON body, then closes the connection. */
function abortMidBody(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"a@example.com",`,
      )
      setImmediate(() => {
        socket.destroy()
        resolve()
      })
    })
    socket.on('error', reject)
  })
}

describe('aborted requests', () => {
  it('are not logged as server errors', async () => {
    for (let i = 0; i < 20; i++) await abortMidBody(i % 2 ? '/api/auth/login' : '/api/auth/register')
    await expect.poll(() => finished, { timeout: 5000 }).toBe(20)
    expect(errors).toEqual([])
  })
})
