import type { ActivityService } from '../activity/activity-service'
import { actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { requiredTitleAndDescription } from '../customer-requests/title-and-description'
import type { ApiPorts } from '../ports'
import type { SupportTicket, SupportTicketInput } from '../customer-requests/customer-request.shared'
import type { UserRecord } from '../users/user.shared'

// Support tickets of the simple dashboard (and the admin's ticket desk later).
export function createSupportTicketService({
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
    async create(user: UserRecord, input: SupportTicketInput, ip: string): Promise<SupportTicket> {
      const { title, description } = requiredTitleAndDescription(input)
      const at = ports.clock.now().toISOString()
      return repos.transaction(async (tx) => {
        const created = await tx.supportTickets.create({
          id: ports.ids.uuid(),
          userId: user.id,
          title,
          description,
          priority: input.priority,
          status: 'open',
          adminResponse: null,
          assigneeId: null,
          closedAt: null,
          createdAt: at,
          updatedAt: at,
        })
        await activity.log(
          {
            userId: user.id,
            user: user.name,
            userEmail: user.email,
            action: 'Destek talebi oluşturuldu',
            details: `${title} (${input.priority})`,
            type: 'user',
            severity: 'info',
            ipAddress: ip,
            subject: { resource: 'supportTickets', recordId: created.id, userIds: [user.id] },
          },
          tx,
        )
        await audit.created(
          tx,
          { actor: actorOf(user, ip), resource: 'supportTickets', recordId: created.id },
          created,
        )
        return created
      })
    },
  }
}
export type SupportTicketService = ReturnType<typeof createSupportTicketService>
