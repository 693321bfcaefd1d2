import type { ApiPorts } from '../ports'
import type { ListOptions } from '../ports/crud-repository'
import { ApiError } from '../lib/http'
import type { ActivityService } from '../activity/activity-service'
import { emailSchema } from '../schemas/common'
import { normalizeDomain } from '../schemas/input-rules'
import type { UserRecord } from '../schemas/user'
import {
  websiteEditDefaults,
  type Website,
  type WebsiteCreateInput,
  type WebsiteRecord,
  type WebsiteUpdateFields,
} from '../schemas/website'
import { websiteMessages } from './website-messages'
import { toWebsite } from './website-view'

export interface WebsiteListQuery {
  search?: string
  status?: WebsiteRecord['status']
  template?: WebsiteRecord['template']
  ownerId?: string
  limit?: number
  offset?: number
}

// Admin website management (docs/rules/websites.md) and the customer's read-only list of own websites.
export function createWebsiteService({ ports, activity }: { ports: ApiPorts; activity: ActivityService }) {
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()
  const encrypt = async (plain: string | null | undefined, previous: string | null) =>
    plain === undefined ? previous : plain ? await ports.secrets.encrypt(plain) : null

  async function assertDomainFree(domain: string, exceptId?: string) {
    const existing = await repos.websites.findByDomain(domain)
    if (existing && existing.id !== exceptId) throw new ApiError(409, websiteMessages.domainTaken)
  }

  async function ownerFields(ownerEmail: string) {
    const parsed = emailSchema.safeParse(ownerEmail)
    if (!parsed.success) throw new ApiError(400, websiteMessages.invalidOwnerEmail)
    const owner = await repos.users.findByEmail(parsed.data)
    return { ownerEmail: parsed.data, ownerId: owner?.id ?? null, owner: owner?.name ?? null }
  }

  async function panels(fields: WebsiteUpdateFields, current: WebsiteRecord | null) {
    const out: Partial<WebsiteRecord> = {}
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

  const logEntry = (actor: UserRecord, action: string, details: string, ip: string) => ({
    user: actor.name,
    userEmail: actor.email,
    action,
    details,
    type: 'website' as const,
    severity: action.includes('silindi') ? ('warning' as const) : ('success' as const),
    ipAddress: ip,
  })

  return {
    async list(query: WebsiteListQuery, reveal: boolean): Promise<{ websites: Website[]; total: number }> {
      const filter: ListOptions<WebsiteRecord>['filter'] = {}
      if (query.status) filter.status = query.status
      if (query.template) filter.template = query.template
      if (query.ownerId) filter.ownerId = query.ownerId
      const search = query.search || undefined
      const [records, total] = await Promise.all([
        repos.websites.list({ filter, search, limit: query.limit ?? 50, offset: query.offset ?? 0 }),
        repos.websites.count({ filter, search }),
      ])
      const secrets = reveal ? ports.secrets : null
      return { websites: await Promise.all(records.map((r) => toWebsite(r, secrets))), total }
    },

    async create(input: WebsiteCreateInput, actor: UserRecord, ip: string): Promise<Website> {
      if (!input.name?.trim() || !input.domain?.trim() || !input.ownerEmail?.trim()) {
        throw new ApiError(400, websiteMessages.required)
      }
      const domain = normalizeDomain(input.domain)
      await assertDomainFree(domain)
      const at = now()
      const base = {
        id: ports.ids.uuid(),
        name: input.name.trim(),
        domain,
        ...(await ownerFields(input.ownerEmail)),
        template: input.template ?? 'business',
        description: input.description ?? '',
        status: input.status ?? 'active',
        visitors: input.visitors ?? 0,
        storage: input.storage ?? 0,
        plan: input.plan ?? null,
        hostingInfo: null,
        domainInfo: null,
        ...websiteEditDefaults(),
        lastModified: at,
        createdAt: at,
      }
      let record: WebsiteRecord
      try {
        record = await repos.websites.create({ ...base, ...(await panels(input, null)) })
      } catch (error) {
        await assertDomainFree(domain)
        throw error
      }
      await activity.log(
        logEntry(actor, 'Website oluşturuldu', `${record.name} (${record.domain}) eklendi.`, ip),
      )
      return toWebsite(record, ports.secrets)
    },

    async update(id: string, fields: WebsiteUpdateFields): Promise<Website> {
      const current = await repos.websites.findById(id)
      if (!current) throw new ApiError(404, websiteMessages.notFound)
      const patch: Partial<WebsiteRecord> = { lastModified: now(), ...(await panels(fields, current)) }
      for (const key of ['name', 'domain', 'ownerEmail'] as const) {
        if (fields[key] !== undefined && !fields[key]?.trim())
          throw new ApiError(400, websiteMessages.required)
      }
      if (fields.name !== undefined) patch.name = fields.name.trim()
      if (fields.domain !== undefined) {
        patch.domain = normalizeDomain(fields.domain)
        await assertDomainFree(patch.domain, id)
      }
      if (fields.ownerEmail !== undefined) Object.assign(patch, await ownerFields(fields.ownerEmail))
      for (const key of ['template', 'description', 'status', 'visitors', 'storage', 'plan'] as const) {
        if (fields[key] !== undefined) Object.assign(patch, { [key]: fields[key] })
      }
      const updated = await repos.websites.update(id, patch)
      if (!updated) throw new ApiError(404, websiteMessages.notFound)
      return toWebsite(updated, ports.secrets)
    },

    async remove(id: string, actor: UserRecord, ip: string): Promise<void> {
      const website = await repos.websites.findById(id)
      if (!website) throw new ApiError(404, websiteMessages.notFound)
      await repos.transaction(async (tx) => {
        await tx.websites.delete(id)
        await activity.log(
          logEntry(actor, 'Website silindi', `${website.name} (${website.domain}) silindi.`, ip),
          tx,
        )
      })
    },
  }
}
export type WebsiteService = ReturnType<typeof createWebsiteService>
