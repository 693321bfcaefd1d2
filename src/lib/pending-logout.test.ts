import { beforeEach, describe, expect, it } from 'vitest'
import {
  endOnServer,
  PENDING_LOGOUTS_KEY,
  retryPendingLogouts,
  type PendingLogoutDeps,
} from './pending-logout'

// The server side (the family revoked by POST /api/auth/logout) is in the auth contract suite; this is
// the client's promise: a sign-out that does not reach the server is kept and sent again until it does.

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

let online: boolean | number
let sent: Array<{ refreshToken: string | null; authorization: string | null }>
let deps: PendingLogoutDeps

beforeEach(() => {
  online = true
  sent = []
  deps = {
    storage: memoryStorage(),
    fetch: async (_url, init) => {
      if (online === false) throw new TypeError('Failed to fetch')
      const headers = new Headers(init?.headers)
      sent.push({
        refreshToken: (JSON.parse(String(init?.body)) as { refreshToken: string | null }).refreshToken,
        authorization: headers.get('authorization'),
      })
      return new Response('{}', { status: online === true ? 200 : online })
    },
  }
})

const pending = () => JSON.parse(deps.storage?.getItem(PENDING_LOGOUTS_KEY) ?? '[]') as unknown[]

describe('sign-out on the server', () => {
  it('goes at once when the server answers, and nothing is kept', async () => {
    await endOnServer({ accessToken: 'a1', refreshToken: 'r1' }, deps)
    expect(sent).toEqual([{ refreshToken: 'r1', authorization: 'Bearer a1' }])
    expect(deps.storage?.getItem(PENDING_LOGOUTS_KEY)).toBeNull()
  })

  it('is kept while offline or while the answer is a 5xx, and sent again once it gets through', async () => {
    online = false
    await endOnServer({ accessToken: 'a1', refreshToken: 'r1' }, deps)
    online = 503 // the service worker's offline answer
    await endOnServer({ accessToken: 'a2', refreshToken: 'r2' }, deps)
    expect(pending()).toHaveLength(2)

    await retryPendingLogouts(deps)
    expect(pending()).toHaveLength(2)

    online = true
    sent = []
    await retryPendingLogouts(deps)
    expect(sent.map((s) => s.refreshToken)).toEqual(['r1', 'r2'])
    expect(deps.storage?.getItem(PENDING_LOGOUTS_KEY)).toBeNull()
  })

  it('is dropped on a 4xx: the server has nothing left to end', async () => {
    online = false
    await endOnServer({ accessToken: 'a1', refreshToken: null }, deps)
    online = 401
    await retryPendingLogouts(deps)
    expect(deps.storage?.getItem(PENDING_LOGOUTS_KEY)).toBeNull()
  })

  it('ignores a damaged store', async () => {
    deps.storage?.setItem(PENDING_LOGOUTS_KEY, '{not json')
    await retryPendingLogouts(deps)
    expect(sent).toEqual([])
    deps.storage?.setItem(PENDING_LOGOUTS_KEY, JSON.stringify([{ accessToken: 7 }, 'x']))
    await retryPendingLogouts(deps)
    expect(sent).toEqual([])
  })
})
