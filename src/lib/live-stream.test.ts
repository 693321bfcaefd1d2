import { describe, expect, it, vi } from 'vitest'
import type { LiveEvent } from '../../api/live/live-event.shared'
import { connectLiveStream, type LiveStreamRefusal, type LiveStreamState } from './live-stream'

const event = (id: string): LiveEvent => ({
  id,
  at: '2025-01-01T00:00:00.000Z',
  resource: 'websiteRequests',
  recordId: null,
  action: 'x',
  userIds: [],
})

const streamAnswer = (text: string) =>
  new Response(text, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } })

function connect(fetchImpl: typeof fetch) {
  const events: string[] = []
  const states: LiveStreamState[] = []
  const refused: LiveStreamRefusal[] = []
  const connection = connectLiveStream({
    path: '/api/me/stream',
    token: async () => 'token',
    onEvent: (e) => events.push(e.id),
    onState: (s) => states.push(s),
    onRefused: (status) => refused.push(status),
    fetchImpl,
    firstRetryMs: 5,
  })
  return { events, states, refused, connection }
}

describe('a live stream connection', () => {
  it('sends the bearer token, delivers change events and reconnects after the server ends it', async () => {
    const fetchImpl = vi.fn(async (_path: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token')
      const n = fetchImpl.mock.calls.length
      return streamAnswer(
        `retry: 5\nevent: ready\ndata: {}\n\nevent: change\ndata: ${JSON.stringify(event(`e${n}`))}\n\n`,
      )
    })
    const { events, states, connection } = connect(fetchImpl)
    await vi.waitFor(() => expect(events.slice(0, 2)).toEqual(['e1', 'e2']))
    connection.close()
    await vi.waitFor(() => expect(states.at(-1)).toBe('closed'))
    expect(states.slice(0, 3)).toEqual(['connecting', 'open', 'down'])
  })

  it('stops for good when the server refuses the session', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 401 }))
    const { refused, states } = connect(fetchImpl)
    await vi.waitFor(() => expect(states.at(-1)).toBe('closed'))
    expect(refused).toEqual([{ status: 401, code: null }])
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('reports the code of a 403 (an admin who must enrol first) and stops this connection', async () => {
    const body = { success: false, message: 'x', data: { code: 'two_factor_required' } }
    const fetchImpl = vi.fn(async () => Response.json(body, { status: 403 }))
    const { refused, states } = connect(fetchImpl)
    await vi.waitFor(() => expect(states.at(-1)).toBe('closed'))
    expect(refused).toEqual([{ status: 403, code: 'two_factor_required' }])
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('keeps trying while the network fails, and opens once it answers', async () => {
    let calls = 0
    const fetchImpl = vi.fn(async () => {
      calls++
      if (calls < 3) throw new TypeError('Failed to fetch')
      return streamAnswer(`event: change\ndata: ${JSON.stringify(event('late'))}\n\n`)
    })
    const { events, connection } = connect(fetchImpl)
    await vi.waitFor(() => expect(events).toContain('late'))
    connection.close()
  })
})
