import type { ActivityService } from '../activity/activity-service'
import { requiredTitleAndDescription } from '../customer-requests/customer-request-messages'
import type { ApiPorts } from '../ports'
import type { SupportTicket, SupportTicketInput } from '../schemas/customer-request'
import type { UserRecord } from '../schemas/user'

// Support tickets of the simple dashboard (and the admin's ticket desk later).
export function createSupportTicketService({
  ports,
  activity,
}: {
  ports: ApiPorts
  activity: ActivityService
}) {
  const repos = ports.repos
  return {
    async create(user: UserRecord, input: SupportTicketInput, ip: string): Promise<SupportTicket> {
      const { title, description } = requiredTitleAndDescription(input)
      const at = ports.clock.now().toISOString()
      return repos.transaction(async (tx) => {
        const ticket = await tx.supportTickets.create({
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
            user: user.name,
            userEmail: user.email,
            action: 'Destek talebi oluşturuldu',
            details: `${title} (${input.priority})`,
            type: 'user',
            severity: 'info',
            ipAddress: ip,
          },
          tx,
        )
        return ticket
      })
    },
  }
}
export type SupportTicketService = ReturnType<typeof createSupportTicketService>
