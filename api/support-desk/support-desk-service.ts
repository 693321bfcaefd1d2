import type { ActivityService } from '../activity/activity-service'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts } from '../ports'
import type { DeskItem, DeskListQuery, DeskPerson } from './support-desk.shared'
import type { UserRecord } from '../users/user.shared'
import { listDesk } from './desk-list'
import { deskMessages } from './desk-messages.shared'
import { findDeskRecord, toDeskItems, type DeskRecord } from './desk-records'
import { createDeskUpdate } from './desk-update'
import { createThreadReplies } from './thread-replies'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notify: CustomerNotifier
  notifications: NotificationService
}

// The support desk (docs/rules/support-desk.md): one list over customer requests and support tickets,
// their status, assignee and priority, and the threads both ways.
export function createSupportDeskService(deps: Deps) {
  const repos = deps.ports.repos
  const update = createDeskUpdate(deps)
  const threads = createThreadReplies(deps)
  const itemOf = async (record: DeskRecord): Promise<DeskItem> => (await toDeskItems(repos, [record]))[0]!

  return {
    list: (query: DeskListQuery, viewer: UserRecord) => listDesk(repos, query, viewer),

    async detail(id: string) {
      const record = await findDeskRecord(repos, id)
      if (!record) throw new ApiError(404, deskMessages.notFound)
      return { item: await itemOf(record), replies: await threads.thread('admin', id) }
    },

    /** Who a desk item can be assigned to: the admins, by name. */
    async assignees(): Promise<DeskPerson[]> {
      const admins = await repos.users.list({
        filter: { role: 'admin' },
        orderBy: { field: 'name', direction: 'asc' },
        limit: 100,
      })
      return admins.map(({ id, name, email }) => ({ id, name, email }))
    },

    async update(...args: Parameters<typeof update>): Promise<DeskItem> {
      return itemOf(await update(...args))
    },

    /** An admin's reply on any request or ticket. */
    async adminReply(id: string, ...rest: [UserRecord, Parameters<typeof threads.reply>[2], string]) {
      const record = await findDeskRecord(repos, id)
      if (!record) throw new ApiError(404, deskMessages.notFound)
      return threads.reply(record, ...rest)
    },

    threads,
  }
}
export type SupportDeskService = ReturnType<typeof createSupportDeskService>
