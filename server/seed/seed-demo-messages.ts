import { demoCustomers } from '../../api/demo/demo-customers'
import type { Db } from '../db/database'
import { emailTemplates, notifications } from '../db/schema/messaging'

// The server's own SEED_DEMO content besides the shared demo records (api/demo/): a mail template and a
// sent notification. (The demo's approval requests are shared: api/demo/demo-approvals.ts.)
export async function seedDemoMessages(db: Db, ago: (days: number) => Date) {
  await db
    .insert(emailTemplates)
    .values({
      id: 'demo-template-welcome',
      name: 'Hoş Geldiniz',
      subject: 'SiteKur’a hoş geldiniz, {name}!',
      content:
        'Merhaba {name},\n\n{subscription} aboneliğiniz {date} tarihinde başladı. Sorularınız için buradayız.',
      type: 'welcome',
      createdAt: ago(100),
      updatedAt: ago(100),
    })
    .onConflictDoNothing()
  await db
    .insert(notifications)
    .values({
      id: 'demo-notification-maintenance',
      title: 'Planlı bakım',
      message: 'Cumartesi 02:00–04:00 arasında kısa süreli bakım yapılacaktır.',
      type: 'system',
      target: 'all',
      status: 'sent',
      recipients: demoCustomers.length,
      recipientIds: demoCustomers.map((u) => u.id),
      createdBy: 'Admin',
      sentAt: ago(7),
      createdAt: ago(7),
    })
    .onConflictDoNothing()
}
