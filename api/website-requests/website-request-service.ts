import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { builderRequestFields } from '../builder/builder-request-fields'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { UserRecord } from '../users/user.shared'
import {
  WEBSITE_PACKAGE_PRICES,
  websitePackageSchema,
  type WebsiteRequest,
  type WebsiteRequestRecord,
  type WebsiteRequestStats,
} from './website-request.shared'
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
      if (body.source === 'builder') {
        const fields = builderRequestFields(body.builderForm)
        const record = await insert(
          (requestNumber) => ({
            ...base(user, 'builder', at),
            ...fields,
            hostingPasswordEncrypted: null,
            domainPasswordEncrypted: null,
            requestNumber,
          }),
          user,
          ip,
          'Website oluşturucu talebi oluşturuldu',
        )
        return toWebsiteRequest(record, null)
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
          ...secrets,
          requestNumber,
          email: fields.email ?? user.email,
          phone: fields.phone ?? user.phone,
        }),
        user,
        ip,
      )
      return toWebsiteRequest(record, null)
    },

    /** The owner or an admin; anyone else gets the same 404 as for a missing id. */
    async get(id: string, viewer: UserRecord): Promise<WebsiteRequest> {
      const record = await repos.websiteRequests.findById(id)
      const admin = viewer.role === 'admin'
      if (!record || (!admin && record.userId !== viewer.id)) {
        throw new ApiError(404, websiteRequestMessages.notFound)
      }
      return toWebsiteRequest(record, admin ? ports.secrets : null)
    },

    /** Counts per status, and the revenue: package prices of the completed requests. */
    async stats(): Promise<WebsiteRequestStats> {
      const count = (status: WebsiteRequestStatus) => repos.websiteRequests.count({ filter: { status } })
      const packages = websitePackageSchema.options
      const [total, pending, inProgress, completed, rejected, ...completedPerPackage] = await Promise.all([
        repos.websiteRequests.count(),
        count('pending'),
        count('in-progress'),
        count('completed'),
        count('rejected'),
        ...packages.map((selectedPackage) =>
          repos.websiteRequests.count({ filter: { status: 'completed', selectedPackage } }),
        ),
      ])
      const totalRevenue = packages.reduce(
        (sum, pkg, i) => sum + (completedPerPackage[i] ?? 0) * WEBSITE_PACKAGE_PRICES[pkg],
        0,
      )
      return { total, pending, inProgress, completed, rejected, totalRevenue }
    },
  }
}
export type WebsiteRequestService = ReturnType<typeof createWebsiteRequestService>
