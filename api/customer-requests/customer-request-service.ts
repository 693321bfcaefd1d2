import type { ActivityService } from '../activity/activity-service'
import { actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { CustomerRequest, CustomerRequestInput, CustomerRequestRecord } from './customer-request.shared'
import type { UserRecord } from '../users/user.shared'
import { customerRequestMessages } from './customer-request-messages.shared'
import { requiredTitleAndDescription } from './title-and-description'

const toCustomerRequest = ({ adminNotes: _notes, ...rest }: CustomerRequestRecord): CustomerRequest => rest

// The dashboard's "Taleplerim": change, support, hosting, domain and gallery requests of a customer.
export function createCustomerRequestService({
  ports,
  activity,
  audit,
}: {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}) {
  const repos = ports.repos
  return {
    async create(user: UserRecord, input: CustomerRequestInput, ip: string): Promise<CustomerRequest> {
      const { title, description } = requiredTitleAndDescription(input)
      let websiteId: string | null = null
      let website = input.website?.trim() || null
      if (input.websiteId) {
        const owned = await repos.websites.findById(input.websiteId)
        if (!owned || owned.ownerId !== user.id)
          throw new ApiError(404, customerRequestMessages.websiteNotFound)
        websiteId = owned.id
        website ??= owned.domain || owned.name
      }
      const at = ports.clock.now().toISOString()
      const record = await repos.transaction(async (tx) => {
        const created = await tx.customerRequests.create({
          id: ports.ids.uuid(),
          userId: user.id,
          websiteId,
          type: input.type,
          title,
          description,
          website,
          priority: input.priority,
          status: 'pending',
          adminNotes: null,
          assigneeId: null,
          createdAt: at,
          updatedAt: at,
        })
        await activity.log(
          {
            userId: user.id,
            user: user.name,
            userEmail: user.email,
            action: 'Müşteri talebi oluşturuldu',
            details: `${title} (${input.type}, ${input.priority})`,
            type: 'user',
            severity: 'info',
            ipAddress: ip,
            subject: { resource: 'customerRequests', recordId: created.id, userIds: [user.id] },
          },
          tx,
        )
        await audit.created(
          tx,
          { actor: actorOf(user, ip), resource: 'customerRequests', recordId: created.id },
          created,
        )
        return created
      })
      return toCustomerRequest(record)
    },
  }
}
export type CustomerRequestService = ReturnType<typeof createCustomerRequestService>
