import { revealPassword } from '../lib/reveal-password'
import type { Secrets } from '../ports/infrastructure'
import type { Website, WebsiteRecord } from './website.shared'

// The wire view of a website. Panel passwords are decrypted for admins only; customers and
// everyone else never receive them.
export async function toWebsite(record: WebsiteRecord, secrets: Secrets | null): Promise<Website> {
  const reveal = (cipher: string | null) => revealPassword(secrets, cipher)
  const { hostingInfo, domainInfo, ...rest } = record
  return {
    ...rest,
    userId: record.ownerId,
    lastUpdate: record.lastModified,
    hostingInfo: hostingInfo
      ? {
          provider: hostingInfo.provider,
          username: hostingInfo.username,
          ...(await reveal(hostingInfo.passwordEncrypted)),
        }
      : null,
    domainInfo: domainInfo
      ? {
          registrar: domainInfo.registrar,
          expiryDate: domainInfo.expiryDate,
          panelAccess: { username: domainInfo.username, ...(await reveal(domainInfo.passwordEncrypted)) },
        }
      : null,
  }
}
