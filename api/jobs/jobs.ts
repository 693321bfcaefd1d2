import { invoiceOverdueJob } from '../invoices/invoice-overdue'
import { invoiceReminderJob } from '../invoices/invoice-reminders'
import { scheduledNotificationsJob } from '../notifications/scheduled-notifications'
import type { Job } from './job'

// Every scheduled job, the one list the Node host schedules (docs/rules/jobs.md#adding-a-job).
export const jobs: readonly Job[] = [invoiceOverdueJob, invoiceReminderJob, scheduledNotificationsJob]

export function findJob(name: string): Job | undefined {
  return jobs.find((job) => job.name === name)
}
