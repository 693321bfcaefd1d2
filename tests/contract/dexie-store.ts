import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import type { MailMessage, PasswordHasher } from '../../api/ports/infrastructure'
import { openEmulationDb } from '../../sw/emulation/dexie-db'
import { createDexiePorts } from '../../sw/emulation/create-dexie-ports'
import { serverInvoicePdf } from '../../server/files/invoice-font'
import { AdjustableClock, silentLogger } from './memory-ports'
import type { ContractStore } from './stores'

// The service worker's store (Dexie over IndexedDB) for the contract suite: fake-indexeddb stands in
// for the browser's IndexedDB, with its own factory and a fresh database per call. Everything else is
// what the service worker runs (keys kept in the database; the PBKDF2 hasher unless a test names another); only the demo-token
// switches are set as on the server, so every assertion of the suite applies to this store too.

let counter = 0

export async function createDexieTestPorts(
  options: { passwords?: PasswordHasher } = {},
): Promise<ContractStore> {
  const clock = new AdjustableClock()
  const sentMail: MailMessage[] = []
  counter++
  const db = openEmulationDb(`sitekur-emulation-test-${counter}-${crypto.randomUUID()}`, {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  })
  const ports = await createDexiePorts({
    db,
    publicUrl: 'http://localhost:4461',
    clock,
    logger: silentLogger,
    mailer: { transport: 'emulated', send: async (message) => void sentMail.push(message) },
    // The worker fetches the font from the build's copy; here it is read from node_modules.
    invoicePdf: serverInvoicePdf,
    // Tests act as many clients: they name their address the way a trusted proxy would.
    clientIp: (request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
    ...(options.passwords ? { passwords: options.passwords } : {}),
  })
  return {
    name: 'dexie',
    ports: { ...ports, config: { ...ports.config, acceptsDemoTokens: false, issuesDemoTokens: false } },
    clock,
    sentMail,
    close: async () => db.close(),
  }
}
