import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { builderRequestFields } from '../builder/builder-request-fields'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { UserRecord } from '../users/user.shared'
import type { WebsiteRequest, WebsiteRequestRecord, WebsiteRequestStats } from './website-request.shared'
import { requestPackage } from './request-package'
import { loadCatalogue } from '../packages/user-package'
import type { WebsiteRequestBody } from './website-request-body.shared'
import type { WebsiteRequestStatus } from './website-request-status.shared'
import { requestFields } from './website-request-fields'
import { websiteRequestMessages } from './website-request-messages.shared'
import { toWebsiteRequest } from './website-request-view'

type Source = WebsiteRequestRecord['source']

/** A six-digit number for the customer (unique; retried on the rare collision). */
function sixDigits(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(100_000 + (value % 900_000))
}

// Website requests: submission (one body for every origin: form, wizard, prompt, builder), reading one,
// and the desk's figures. Status changes live in website-request-status-service.ts.
export function createWebsiteRequestService({
  ports,
  activity,
  audit,
}: {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}) {
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()
  const encrypt = async (plain: string | null) => (plain ? await ports.secrets.encrypt(plain) : null)

  async function insert(
    build: (requestNumber: string) => WebsiteRequestRecord,
    user: UserRecord,
    ip: string,
    action = 'Website talebi oluşturuldu',
  ) {
    for (let attempt = 0; ; attempt++) {
      const record = build(sixDigits())
      const taken = () => repos.websiteRequests.count({ filter: { requestNumber: record.requestNumber } })
      if (attempt < 10 && (await taken()) > 0) continue
      try {
        return await repos.transaction(async (tx: Repositories) => {
          const created = await tx.websiteRequests.create(record)
          const actor = actorOf(user, ip)
          await audit.created(tx, { actor, resource: 'websiteRequests', recordId: created.id }, created)
          await activity.log(
            {
              ...activityActor(actor),
              action,
              details: `${created.websiteName} (#${created.requestNumber}, ${created.selectedPackage ?? '-'}) gönderildi.`,
              type: 'website',
              severity: 'info',
              subject: { resource: 'websiteRequests', recordId: created.id, userIds: [user.id] },
            },
            tx,
          )
          return created
        })
      } catch (error) {
        if (attempt < 10 && (await taken()) > 0) continue
        throw error
      }
    }
  }

  function base(user: UserRecord, source: Source, at: string) {
    return {
      id: ports.ids.uuid(),
      userId: user.id,
      source,
      status: 'pending' as const,
      userName: user.name,
      notes: null,
      builderForm: null,
      adminNotes: null,
      websiteId: null,
      requestDate: at,
      createdAt: at,
      updatedAt: at,
    }
  }

  return {
    /**
     * A new request of `user` (whatever a body's user_id says), pending, numbered by the server. The body
     * says where it came from: a builder request's columns are made from its form, the others' from
     * their fields.
     */
    async create(user: UserRecord, body: WebsiteRequestBody, ip: string): Promise<WebsiteRequest> {
      const at = now()
      // The package the customer chose from the catalogue, checked before anything is stored.
      const wanted =
        body.source === 'builder'
          ? body.builderForm.selectedPackage || body.selectedPackage
          : body.selectedPackage
      const chosen = await requestPackage(repos, wanted)
      if (body.source === 'builder') {
        const fields = builderRequestFields(body.builderForm)
        const record = await insert(
          (requestNumber) => ({
            ...base(user, 'builder', at),
            ...fields,
            ...chosen,
            hostingPasswordEncrypted: null,
            domainPasswordEncrypted: null,
            requestNumber,
          }),
          user,
          ip,
          'Website oluşturucu talebi oluşturuldu',
        )
        return toWebsiteRequest(record, null, repos)
      }
      const { fields, hostingPassword, domainPassword } = requestFields(body)
      const secrets = {
        hostingPasswordEncrypted: await encrypt(hostingPassword),
        domainPasswordEncrypted: await encrypt(domainPassword),
      }
      const record = await insert(
        (requestNumber) => ({
          ...base(user, body.source ?? 'wizard', at),
          ...fields,
          ...chosen,
          ...secrets,
          requestNumber,
          email: fields.email ?? user.email,
          phone: fields.phone ?? user.phone,
        }),
        user,
        ip,
      )
      return toWebsiteRequest(record, null, repos)
    },

    /** The owner or an admin; anyone else gets the same 404 as for a missing id. */
    async get(id: string, viewer: UserRecord): Promise<WebsiteRequest> {
      const record = await repos.websiteRequests.findById(id)
      const admin = viewer.role === 'admin'
      if (!record || (!admin && record.userId !== viewer.id)) {
        throw new ApiError(404, websiteRequestMessages.notFound)
      }
      return toWebsiteRequest(record, admin ? ports.secrets : null, repos)
    },

    /** Counts per status, and the revenue: the catalogue's prices of the completed requests' packages. */
    async stats(): Promise<WebsiteRequestStats> {
      const count = (status: WebsiteRequestStatus) => repos.websiteRequests.count({ filter: { status } })
      const [total, pending, inProgress, completed, rejected, perPackage, catalogue] = await Promise.all([
        repos.websiteRequests.count(),
        count('pending'),
        count('in-progress'),
        count('completed'),
        count('rejected'),
        repos.websiteRequests.countBy('selectedPackage', { filter: { status: 'completed' } }),
        loadCatalogue(repos),
      ])
      const priceOf = (code: string | null) => catalogue.find((pkg) => pkg.code === code)?.price ?? 0
      const totalRevenue = perPackage.reduce(
        (sum, entry) => sum + entry.count * priceOf(entry.value as string | null),
        0,
      )
      return { total, pending, inProgress, completed, rejected, totalRevenue }
    },
  }
}
export type WebsiteRequestService = ReturnType<typeof createWebsiteRequestService>
