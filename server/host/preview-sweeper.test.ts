import { afterEach, describe, expect, it } from 'vitest'
import { previewSessionResource } from '../../api/preview/preview-session-resource'
import type { PreviewSessionRecord } from '../../api/schemas/preview'
import { createMemoryTestStore } from '../../tests/contract/memory-ports'
import { startPreviewSweeper, type PreviewSweeper } from './preview-sweeper'

// The Node host's timer deletes expired preview sessions, and only those; stopping it waits for a sweep
// under way (the database closes right after).

let sweeper: PreviewSweeper | null = null
afterEach(async () => {
  await sweeper?.stop()
  sweeper = null
})

async function storeWithSessions(expiresInMinutes: number[]) {
  const store = await createMemoryTestStore()
  const repo = store.ports.repos.resource(previewSessionResource)
  const now = store.clock.now().getTime()
  const sessions: PreviewSessionRecord[] = []
  for (const minutes of expiresInMinutes) {
    const at = new Date(now).toISOString()
    sessions.push(
      await repo.create({
        id: crypto.randomUUID(),
        userId: 'nobody',
        websiteId: null,
        viewportConfig: { device_type: 'mobile', width: 375, height: 812, zoom_level: 1 },
        source: null,
        previewUrl: 'http://localhost/preview/x',
        expiresAt: new Date(now + minutes * 60_000).toISOString(),
        createdAt: at,
        updatedAt: at,
      }),
    )
  }
  return { store, repo, sessions }
}

describe('the preview sweeper', () => {
  it('deletes the expired sessions on its timer and keeps the live ones', async () => {
    const { store, repo, sessions } = await storeWithSessions([-30, -1, 5, 25])
    sweeper = startPreviewSweeper(store.ports, 20)
    await expect.poll(() => repo.count(), { timeout: 2000 }).toBe(2)
    const left = (await repo.list()).map((session) => session.id).sort()
    expect(left).toEqual([sessions[2]?.id, sessions[3]?.id].sort())
  })

  it('sweeps more than one batch in a tick', async () => {
    const { store, repo } = await storeWithSessions(Array.from({ length: 1203 }, (_, i) => -1 - (i % 50)))
    sweeper = startPreviewSweeper(store.ports, 60_000)
    expect(await sweeper.sweep()).toBe(1203)
    expect(await repo.count()).toBe(0)
  })
})
