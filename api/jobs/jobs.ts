import { campaignSendingJob } from '../campaigns/campaign-sending-job'
import { invoiceOverdueJob } from '../invoices/invoice-overdue'
import { invoiceReminderJob } from '../invoices/invoice-reminders'
import { mailRetryJob } from '../mail/mail-retry'
import type { Job } from './job'

// Every scheduled job, the one list the Node host schedules (docs/rules/jobs.md#adding-a-job).
export const jobs: readonly Job[] = [
  invoiceOverdueJob,
  invoiceReminderJob,
  mailRetryJob,
  campaignSendingJob,
]

export function findJob(name: string): Job | undefined {
  return jobs.find((job) => job.name === name)
}
