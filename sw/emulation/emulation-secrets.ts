import type { Secrets } from '../../api/ports/infrastructure'
import { randomToken } from '../../api/lib/crypto'
import { createWebCryptoSecrets } from '../../api/lib/web-crypto-secrets'
import type { EmulationDb } from './dexie-db'

// The demo's signing and encryption keys: generated on first use and kept in the emulation database,
// so demo sessions and encrypted panel passwords survive a service-worker restart. Demo tokens carry
// the issuer 'sitekur-demo' and the server never accepts them, whatever key signed them.

async function getOrCreate(db: EmulationDb, key: string): Promise<string> {
  return db.transaction('rw!', [db.meta], async (tx) => {
    const meta = tx.table<{ key: string; value: string }, string>('meta')
    const existing = await meta.get(key)
    if (existing) return existing.value
    const value = randomToken(32)
    await meta.add({ key, value })
    return value
  })
}

export async function createEmulationSecrets(db: EmulationDb): Promise<Secrets> {
  const jwtSecret = await getOrCreate(db, 'jwtSecret')
  const encryptionKey = await getOrCreate(db, 'encryptionKey')
  return createWebCryptoSecrets({ jwtSecret, encryptionKey })
}
