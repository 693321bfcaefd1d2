import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import type { BuilderForm } from '../schemas/builder-form'
import { builderRequestFields } from '../builder/builder-request-fields'
import type { BuilderRequest } from '../schemas/builder-request'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { UserRecord } from '../schemas/user'
import {
  WEBSITE_PACKAGE_PRICES,
  websitePackageSchema,
  type WebsiteRequest,
  type WebsiteRequestRecord,
  type WebsiteRequestStats,
} from '../schemas/website-request'
import type { WebsiteRequestInput } from '../schemas/website-request-input'
import type { WebsiteRequestStatus } from '../schemas/website-request-status'
import { requestFields } from './website-request-fields'
import { websiteRequestMessages } from './website-request-messages'
import { toBuilderRequest, toWebsiteRequest } from './website-request-view'

/** The dashboard prompt's fields (POST /api/sitekur-live-mysql.php create_website_request). */
export interface PromptRequestInput {
  name?: string
  email?: string
  company?: string
  description?: string
  budget_range?: string
  timeline?: string
}

type Source = WebsiteRequestRecord['source']

/** A six-digit number for the customer (unique; retried on the rare collision). */
function sixDigits(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(100_000 + (value % 900_000))
}

// Website requests: submission (form, wizard, prompt), the customer's own list and the admin desk's
// list, search and figures. Status changes live in website-request-status-service.ts.
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
      budget: null,
      timeline: null,
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
    /** The request belongs to `user`, whatever the body's user_id says; it starts pending. */
    async create(user: UserRecord, input: WebsiteRequestInput, source: Source, ip: string) {
      const { fields, hostingPassword, domainPassword } = requestFields(input)
      const at = now()
      const secrets = {
        hostingPasswordEncrypted: await encrypt(hostingPassword),
        domainPasswordEncrypted: await encrypt(domainPassword),
      }
      const record = await insert(
        (requestNumber) => ({
          ...base(user, source, at),
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

    async createFromPrompt(user: UserRecord, input: PromptRequestInput, ip: string) {
      const websiteName = input.name?.trim()
      if (!websiteName) throw new ApiError(400, websiteRequestMessages.nameRequired)
      const { fields } = requestFields({
        name: websiteName,
        email: input.email,
        description: input.description,
      })
      const at = now()
      const record = await insert(
        (requestNumber) => ({
          ...base(user, 'prompt', at),
          ...fields,
          hostingPasswordEncrypted: null,
          domainPasswordEncrypted: null,
          requestNumber,
          companyName: input.company?.trim() || null,
          email: fields.email ?? user.email,
          phone: user.phone,
          budget: input.budget_range?.trim() || null,
          timeline: input.timeline?.trim() || null,
        }),
        user,
        ip,
      )
      return toWebsiteRequest(record, null)
    },

    /**
     * The builder's request (source 'builder'): the form's company and contact columns for the desk, and
     * the whole form. A company name and a valid contact e-mail are required.
     */
    async createFromBuilder(user: UserRecord, form: BuilderForm, ip: string): Promise<BuilderRequest> {
      const fields = builderRequestFields(form)
      const at = now()
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
      return toBuilderRequest(record)
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
