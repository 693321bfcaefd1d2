import type { ApiPorts, Repositories } from '../ports'
import type { ListOptions } from '../ports/crud-repository'
import { ApiError } from '../lib/http'
import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { emailSchema } from '../lib/common.shared'
import { isValidDomain, normalizeDomain } from '../lib/input-rules.shared'
import { assertDomainClaimable } from './domain-claim'
import {
  heldByTeam,
  websiteEditDefaults,
  type Website,
  type WebsiteCreateInput,
  type WebsiteRecord,
  type WebsiteUpdateFields,
} from './website.shared'
import { websiteChangeDetails } from './website-change-details'
import { websiteEditMessages, websiteMessages } from './website-messages'
import { auditedWebsite, panelPatch } from './website-panels'
import { toWebsite } from './website-view'
import { countedVisitors, websiteStats } from './website-stats'
import { unpublishedWebsiteIds } from './unpublished-changes'

export interface WebsiteListQuery {
  search?: string
  status?: WebsiteRecord['status']
  template?: WebsiteRecord['template']
  ownerId?: string
  limit?: number
  offset?: number
}

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}

// Admin website management (docs/rules/websites.md#admin-website-management): every write stores the
// website, its audit row and its activity entry in one transaction.
/** The fields an update takes as they are given. */
const COPIED_FIELDS = [
  'template',
  'description',
  'status',
  'publishNeedsApproval',
  'visitors',
  'storage',
  'plan',
] as const

export function createWebsiteService({ ports, activity, audit }: Deps) {
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()

  /** The stored form of a typed domain; a malformed one is refused. */
  function domainOf(raw: string): string {
    const domain = normalizeDomain(raw)
    if (!isValidDomain(domain)) throw new ApiError(400, websiteEditMessages.invalidDomain)
    return domain
  }

  const assertDomainFree = (tx: Repositories, domain: string, exceptId?: string) =>
    assertDomainClaimable(tx, ports.config.publicUrl, domain, exceptId)

  async function ownerFields(ownerEmail: string) {
    const parsed = emailSchema.safeParse(ownerEmail)
    if (!parsed.success) throw new ApiError(400, websiteMessages.invalidOwnerEmail)
    const owner = await repos.users.findByEmail(parsed.data)
    return { ownerEmail: parsed.data, ownerId: owner?.id ?? null, owner: owner?.name ?? null }
  }

  function log(
    tx: Repositories,
    actor: Actor,
    website: WebsiteRecord,
    entry: { action: string; details: string },
  ) {
    const severity =
      entry.action === 'Website silindi'
        ? 'warning'
        : entry.action === 'Website oluşturuldu'
          ? 'success'
          : 'info'
    return activity.log(
      {
        ...activityActor(actor),
        ...entry,
        type: 'website',
        severity,
        subject: {
          resource: 'websites',
          recordId: website.id,
          userIds: website.ownerId ? [website.ownerId] : [],
        },
      },
      tx,
    )
  }

  const change = (actor: Actor, recordId: string, reason?: string | null) => ({
    actor,
    resource: 'websites',
    recordId,
    reason,
  })

  return {
    /** One website as the back-office shows it (panel passwords decrypted), or null. */
    async findView(id: string): Promise<Website | null> {
      const record = await repos.websites.findById(id)
      return record && toWebsite(record, ports.secrets)
    },
    /** The websites screen's cards. */
    stats: () => websiteStats(repos),

    /** The live sites with unpublished changes: the request desk's filter. */
    unpublishedIds: () => unpublishedWebsiteIds(repos),
    /**
     * A page of websites as the back-office lists them: panel passwords decrypted, each with its counted
     * visitors (one grouped count for the page, not one count per row).
     */
    async adminViews(records: WebsiteRecord[]) {
      const [websites, visitors] = await Promise.all([
        Promise.all(records.map((record) => toWebsite(record, ports.secrets))),
        countedVisitors(
          repos,
          records.map((record) => record.id),
        ),
      ])
      return websites.map((website) => ({ ...website, countedVisitors: visitors.get(website.id) ?? 0 }))
    },
    /** The header search: websites by name, domain or owner e-mail. */
    search: (q: string, limit: number) => repos.websites.list({ search: q, limit }),

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

    async create(input: WebsiteCreateInput, actor: Actor): Promise<Website> {
      if (!input.name?.trim() || !input.domain?.trim() || !input.ownerEmail?.trim()) {
        throw new ApiError(400, websiteMessages.required)
      }
      const domain = domainOf(input.domain)
      await assertDomainFree(repos, domain)
      const at = now()
      const record: WebsiteRecord = {
        id: ports.ids.uuid(),
        name: input.name.trim(),
        domain,
        ...(await ownerFields(input.ownerEmail)),
        template: input.template ?? 'business',
        description: input.description ?? '',
        status: input.status ?? 'active',
        // Only the team creates and updates websites here: a Bakımda or Pasif it sets holds.
        statusByTeam: heldByTeam(input.status ?? 'active'),
        publishNeedsApproval: input.publishNeedsApproval ?? false,
        visitors: input.visitors ?? 0,
        storage: input.storage ?? 0,
        plan: input.plan ?? null,
        hostingInfo: null,
        domainInfo: null,
        ...websiteEditDefaults(),
        ...(await panelPatch(ports.secrets, input, null)),
        lastModified: at,
        createdAt: at,
      }
      try {
        await repos.transaction(async (tx) => {
          await tx.websites.create(record)
          await audit.created(tx, change(actor, record.id), auditedWebsite(record))
          await log(tx, actor, record, {
            action: 'Website oluşturuldu',
            details: `${record.name} (${record.domain}) eklendi.`,
          })
        })
      } catch (error) {
        // Two admins adding one domain at once: the unique key refused the second.
        await assertDomainFree(repos, domain)
        throw error
      }
      return toWebsite(record, ports.secrets)
    },

    async update(
      id: string,
      fields: WebsiteUpdateFields,
      actor: Actor,
      reason?: string | null,
    ): Promise<Website> {
      for (const key of ['name', 'domain', 'ownerEmail'] as const) {
        if (fields[key] !== undefined && !fields[key]?.trim())
          throw new ApiError(400, websiteMessages.required)
      }
      const domain = fields.domain === undefined ? undefined : domainOf(fields.domain)
      const owner = fields.ownerEmail === undefined ? {} : await ownerFields(fields.ownerEmail)
      const updated = await repos
        .transaction(async (tx) => {
          const current = await tx.websites.findById(id)
          if (!current) throw new ApiError(404, websiteMessages.notFound)
          const patch: Partial<WebsiteRecord> = {
            lastModified: now(),
            ...(await panelPatch(ports.secrets, fields, current)),
            ...owner,
          }
          if (fields.name !== undefined) patch.name = fields.name.trim()
          if (domain !== undefined && domain !== current.domain) {
            await assertDomainFree(tx, domain, id)
            patch.domain = domain
          }
          for (const key of COPIED_FIELDS) {
            if (fields[key] !== undefined) Object.assign(patch, { [key]: fields[key] })
          }
          if (fields.status !== undefined) patch.statusByTeam = heldByTeam(fields.status)
          const after = await tx.websites.update(id, patch)
          if (!after) throw new ApiError(404, websiteMessages.notFound)
          await audit.updated(
            tx,
            change(actor, id, reason),
            auditedWebsite(current),
            auditedWebsite(after, current),
          )
          await log(tx, actor, after, {
            action: 'Website güncellendi',
            details: websiteChangeDetails(current, after),
          })
          return after
        })
        .catch(async (error: unknown) => {
          // Two admins giving one domain at once: the unique key refused the second.
          if (domain !== undefined) await assertDomainFree(repos, domain, id)
          throw error
        })
      return toWebsite(updated, ports.secrets)
    },

    async remove(id: string, actor: Actor, reason?: string | null): Promise<void> {
      await repos.transaction(async (tx) => {
        const website = await tx.websites.findById(id)
        if (!website || !(await tx.websites.delete(id))) throw new ApiError(404, websiteMessages.notFound)
        await audit.deleted(tx, change(actor, id, reason), auditedWebsite(website))
        await log(tx, actor, website, {
          action: 'Website silindi',
          details: `${website.name} (${website.domain}) silindi.`,
        })
      })
    },
  }
}
export type WebsiteService = ReturnType<typeof createWebsiteService>
