import type { Repositories } from '../../../api/ports'
import { newUserRecord, type UserRecord } from '../../../api/users/user.shared'
import { openEmulationDb } from '../dexie-db'
import { dexieRepositories } from '../dexie-repositories'
import { createPbkdf2PasswordHasher } from '../pbkdf2-password-hasher'

// Run in a real browser by dexie-transaction.chromium.test.ts: fake-indexeddb never marks a
// transaction inactive between callbacks, so only a real IndexedDB shows whether transaction(fn)
// survives awaiting crypto.subtle and timers inside fn.

const hasher = createPbkdf2PasswordHasher(20_000)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function user(id: string, name: string): UserRecord {
  return newUserRecord({ id, name, email: `${id}@example.com`, at: new Date().toISOString() })
}

async function commitAcrossAwaits(repos: Repositories) {
  await repos.transaction(async (tx) => {
    await tx.users.create(user('committed', 'Önce'))
    const passwordHash = await hasher.hash('parola')
    await pause(20)
    await tx.users.update('committed', { name: 'Sonra', passwordHash })
  })
  return (await repos.users.findById('committed'))?.name ?? null
}

async function rollbackAcrossAwaits(repos: Repositories) {
  const error = await repos
    .transaction(async (tx) => {
      await tx.users.update('committed', { name: 'Geri alınacak' })
      await hasher.hash('parola')
      await tx.users.create(user('rolled-back', 'Yok'))
      await pause(20)
      throw new Error('vazgeçildi')
    })
    .then(
      () => null,
      (e: unknown) => String(e),
    )
  return {
    error,
    name: (await repos.users.findById('committed'))?.name ?? null,
    ghost: await repos.users.findById('rolled-back'),
  }
}

export async function runTransactionChecks() {
  const db = openEmulationDb(`browser-check-${crypto.randomUUID()}`)
  const repos = dexieRepositories(db)
  try {
    const committedName = await commitAcrossAwaits(repos)
    const rollback = await rollbackAcrossAwaits(repos)
    const rotated = await Promise.all([1, 2, 3].map(() => repos.users.update('committed', { phone: '1' })))
    return { committedName, rollback, parallelUpdates: rotated.filter(Boolean).length }
  } finally {
    db.close()
    await db.delete()
  }
}
