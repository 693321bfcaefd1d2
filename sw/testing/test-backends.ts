import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { createApi } from '../../api/app'
import type { ApiPorts } from '../../api/ports'
import { createDexiePorts } from '../emulation/create-dexie-ports'
import { openEmulationDb } from '../emulation/dexie-db'
import { createPbkdf2PasswordHasher } from '../emulation/pbkdf2-password-hasher'
import { OutboxDb } from '../outbox'

// Real API instances for the worker's unit tests, on fake-indexeddb: a "server" (demo tokens refused,
// as on the Node host) and an emulation (demo tokens issued), both the same createApi.

const quiet = { info() {}, warn() {}, error() {} }
const fastHasher = createPbkdf2PasswordHasher(1_000)

export const ORIGIN = 'http://localhost:4471'

export function freshOutboxDb(name = `outbox-${crypto.randomUUID()}`, indexedDB = new IDBFactory()) {
  return new OutboxDb(name, { indexedDB, IDBKeyRange })
}

export async function testPorts(demo: boolean): Promise<ApiPorts> {
  const db = openEmulationDb(`api-${crypto.randomUUID()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  const ports = await createDexiePorts({ db, publicUrl: ORIGIN, logger: quiet, passwords: fastHasher })
  return demo
    ? ports
    : { ...ports, config: { ...ports.config, acceptsDemoTokens: false, issuesDemoTokens: false } }
}

export async function serverBackend() {
  const ports = await testPorts(false)
  const app = createApi(ports)
  const at = new Date().toISOString()
  const admin = await ports.repos.users.create({
    id: crypto.randomUUID(),
    name: 'Yönetici',
    email: 'yonetici@example.com',
    role: 'admin',
    status: 'active',
    subscription: 'premium',
    subscriptionStatus: 'active',
    subscriptionExpiry: null,
    packageId: null,
    phone: null,
    avatar: null,
    contactPreferences: { email: true, sms: false, whatsapp: false, phone: false },
    passwordHash: await fastHasher.hash('Yonetici-Sifre-2024'),
    emailVerifiedAt: at,
    googleIssuer: null,
    googleSubject: null,
    lastLoginAt: null,
    marketingOptOutAt: null,
    createdAt: at,
    updatedAt: at,
  })
  const login = async () => {
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: 'Yonetici-Sifre-2024' }),
    })
    return ((await res.json()) as { data: { token: string } }).data.token
  }
  return { ports, app, admin, login, fetch: async (request: Request) => app.fetch(request) }
}
