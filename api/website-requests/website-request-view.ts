import { revealPassword } from '../lib/reveal-password'
import type { Secrets } from '../ports/infrastructure'
import type { Repositories } from '../ports'
import { requestPackageView } from './request-package'
import type { WebsiteRequest, WebsiteRequestRecord } from './website-request.shared'

// The wire view of a website request. Panel passwords are decrypted for admins only (`secrets`
// given); customers learn only that one was given. Admin notes go to admins only. The package's name
// and price are the catalogue's (`repos`).
export async function toWebsiteRequest(
  record: WebsiteRequestRecord,
  secrets: Secrets | null,
  repos: Repositories,
): Promise<WebsiteRequest> {
  const reveal = (cipher: string | null) => revealPassword(secrets, cipher)
  const { hostingPasswordEncrypted, domainPasswordEncrypted, adminNotes, ...rest } = record
  return {
    ...rest,
    hosting: {
      ...record.hosting,
      passwordSet: hostingPasswordEncrypted !== null,
      ...(await reveal(hostingPasswordEncrypted)),
    },
    domainDetails: {
      ...record.domainDetails,
      passwordSet: domainPasswordEncrypted !== null,
      ...(await reveal(domainPasswordEncrypted)),
    },
    ...(secrets ? { adminNotes } : {}),
    ...(await requestPackageView(repos, record)),
  }
}
