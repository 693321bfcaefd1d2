import type { ApiPorts } from '../../api/ports'
import { createMemoryBackupStore } from '../../api/backups/memory-backup-store'
import type { Logger, MailMessage } from '../../api/ports/infrastructure'
import { randomToken } from '../../api/lib/crypto'
import { fastTestHasher } from '../support/fast-test-hasher'
import { createWebCryptoSecrets } from '../../api/lib/web-crypto-secrets'
import { createMemoryFileStore } from './memory-file-store'
import { createMemoryRepositories } from './memory-repositories'
import { serverInvoicePdf } from '../../server/files/invoice-font'
import { sharpImageResizer } from '../../server/files/sharp-image-resizer'

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }

/** Real time plus an offset the tests move forward (JWT libraries read the real time too). */
export class AdjustableClock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  advance(ms: number): void {
    this.offsetMs += ms
  }
}

export async function createMemoryTestStore() {
  const clock = new AdjustableClock()
  const sentMail: MailMessage[] = []
  const ports = await createMemoryTestPorts(clock, sentMail)
  return { name: 'memory', ports, clock, sentMail, close: async () => {} }
}

export async function createMemoryTestPorts(
  clock: AdjustableClock,
  sentMail: MailMessage[],
): Promise<ApiPorts> {
  const secret = randomToken(32)
  const repos = createMemoryRepositories()
  return {
    repos,
    passwords: fastTestHasher,
    mailer: { send: async (message) => void sentMail.push(message), transport: 'memory' },
    clock,
    ids: { uuid: () => crypto.randomUUID() },
    secrets: await createWebCryptoSecrets({ jwtSecret: secret, encryptionKey: randomToken(32) }),
    config: { publicUrl: 'http://localhost:4441', acceptsDemoTokens: false, issuesDemoTokens: false },
    logger: silentLogger,
    files: createMemoryFileStore(),
    // A Node host makes the images' copies as the server does; the Dexie store (the demo) makes none.
    images: sharpImageResizer,
    backups: createMemoryBackupStore(repos),
    invoicePdf: serverInvoicePdf,
    clientIp: (request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
  }
}
