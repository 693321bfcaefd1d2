import type { Secrets } from '../ports/infrastructure'
import { REDACTED } from '../audit/audit.shared'
import type { WebsiteRecord, WebsiteUpdateFields } from './website.shared'

// The hosting and domain panels of a website: a given password is stored encrypted, an absent one keeps
// the stored cipher, null or '' removes it (docs/rules/websites.md#website-records).

type Panels = Pick<WebsiteRecord, 'hostingInfo' | 'domainInfo'>

export async function panelPatch(
  secrets: Secrets,
  fields: Pick<WebsiteUpdateFields, 'hostingInfo' | 'domainInfo'>,
  current: WebsiteRecord | null,
): Promise<Partial<Panels>> {
  const encrypt = async (plain: string | null | undefined, previous: string | null) =>
    plain === undefined ? previous : plain ? await secrets.encrypt(plain) : null
  const out: Partial<Panels> = {}
  if (fields.hostingInfo !== undefined) {
    const h = fields.hostingInfo
    const prev = current?.hostingInfo ?? null
    out.hostingInfo = h
      ? {
          provider: h.provider ?? prev?.provider ?? null,
          username: h.username ?? prev?.username ?? null,
          passwordEncrypted: await encrypt(h.password, prev?.passwordEncrypted ?? null),
        }
      : null
  }
  if (fields.domainInfo !== undefined) {
    const d = fields.domainInfo
    const prev = current?.domainInfo ?? null
    out.domainInfo = d
      ? {
          registrar: d.registrar ?? prev?.registrar ?? null,
          expiryDate: d.expiryDate ?? prev?.expiryDate ?? null,
          username: d.username ?? prev?.username ?? null,
          passwordEncrypted: await encrypt(d.password, prev?.passwordEncrypted ?? null),
        }
      : null
  }
  return out
}

/**
 * A website as the audit trail keeps it: panel passwords (even encrypted) replaced by the marker, and
 * marked as changed when `previous` held another cipher; `lastModified` left out (the row has its time).
 */
export function auditedWebsite(record: WebsiteRecord, previous?: WebsiteRecord): Record<string, unknown> {
  const { lastModified: _lastModified, hostingInfo, domainInfo, ...rest } = record
  const hidden = (cipher: string | null, before: string | null | undefined) =>
    !cipher ? null : previous && before && before !== cipher ? `${REDACTED} (değişti)` : REDACTED
  return {
    ...rest,
    hostingInfo: hostingInfo && {
      ...hostingInfo,
      passwordEncrypted: hidden(hostingInfo.passwordEncrypted, previous?.hostingInfo?.passwordEncrypted),
    },
    domainInfo: domainInfo && {
      ...domainInfo,
      passwordEncrypted: hidden(domainInfo.passwordEncrypted, previous?.domainInfo?.passwordEncrypted),
    },
  }
}
