import { describe, expect, it } from 'vitest'
import { resources } from '../../api/kernel/resources'
import type { ApprovalRecord } from '../../api/approvals/approval.shared'
import { newApprovalRecord } from '../../api/approvals/new-approval'
import { newUserRecord } from '../../api/users/user.shared'
import { CRASH_ADMIN, createCrashDataDir } from './crash-data-dir'
import { api, loginToken } from './server-process'

// Approving is all or nothing, even under kill -9 (issue 13): the server is killed while many
// profile_update approvals are being approved, and afterwards each approval is either approved with the
// customer's new name applied, or still pending with the old name. Every approval the server
// acknowledged must be approved after the restart (docs/rules/approvals.md).

const APPROVE_PATH = '/api/admin/approvals/:id/approve'
const COUNT = 60
const WRITERS = 6
const KILL_AFTER = 20
const OLD_NAME = 'Eski Ad'

describe('crash safety: approvals', () => {
  it('kill -9 while approvals are applied: each is applied whole or not at all', async () => {
    const dataDir = await createCrashDataDir('approvals-crash')
    try {
      const at = new Date().toISOString()
      const approvals: ApprovalRecord[] = []
      await dataDir.withRepositories(async (repos) => {
        for (let i = 0; i < COUNT; i++) {
          const user = newUserRecord(
            { id: crypto.randomUUID(), name: OLD_NAME, email: `approval-crash-${i}@example.com`, at },
            { passwordHash: 'x', emailVerifiedAt: at },
          )
          await repos.users.create(user)
          approvals.push(
            await repos.resource(resources.approvals).create(
              newApprovalRecord(
                {
                  type: 'profile_update',
                  websiteId: null,
                  currentData: { name: OLD_NAME },
                  requestedData: { name: `Yeni Ad ${i}` },
                  pendingKey: `profile_update:${user.id}`,
                },
                user,
                { id: crypto.randomUUID(), at },
              ),
            ),
          )
        }
      })

      const server = await dataDir.start()
      const token = await loginToken(server.url, CRASH_ADMIN.email, CRASH_ADMIN.password)
      const acknowledged = new Set<string>()
      const queue = [...approvals]
      let killed: Promise<void> | null = null
      const writer = async () => {
        for (let next = queue.shift(); next && !killed; next = queue.shift()) {
          const path = APPROVE_PATH.replace(':id', next.id)
          const result = await api(server.url, path, { notes: 'çökme testi' }, token).catch(() => null)
          if (result?.status === 200) acknowledged.add(next.id)
          if (acknowledged.size >= KILL_AFTER) killed ??= server.kill9()
        }
      }
      await Promise.all(Array.from({ length: WRITERS }, writer))
      await killed
      expect(server.child.signalCode).toBe('SIGKILL')

      const outcome = await dataDir.withRepositories(async (repos) =>
        Promise.all(
          approvals.map(async (approval) => ({
            approval: await repos.resource(resources.approvals).findById(approval.id),
            user: await repos.users.findById(approval.userId ?? ''),
            requested: approval.requestedData.name,
          })),
        ),
      )
      const wrong = outcome.filter(({ approval, user, requested }) => {
        if (approval?.status === 'approved') return user?.name !== requested
        return approval?.status !== 'pending' || user?.name !== OLD_NAME
      })
      expect(wrong).toEqual([])
      const approved = new Set(
        outcome.filter((o) => o.approval?.status === 'approved').map((o) => o.approval?.id),
      )
      expect([...acknowledged].filter((id) => !approved.has(id))).toEqual([])
    } finally {
      dataDir.remove()
    }
  }, 240_000)
})
