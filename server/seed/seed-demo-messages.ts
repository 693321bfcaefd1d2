import type { Db } from '../db/database'
import { emailTemplates, notifications } from '../db/schema/messaging'
import { approvalRequests } from '../db/schema/requests'
import { activityLog } from '../db/schema/system'
import { demoUsers } from './demo-data'

// Demo back-office content: a template, a sent notification, a pending approval and log entries.
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
      recipients: demoUsers.length,
      recipientIds: demoUsers.map((u) => u.id),
      createdBy: 'Admin',
      sentAt: ago(7),
      createdAt: ago(7),
    })
    .onConflictDoNothing()
  await db
    .insert(approvalRequests)
    .values({
      id: 'demo-approval-1',
      type: 'subscription_change',
      userId: 'demo-user-ayse',
      userName: 'Ayşe Yılmaz',
      userEmail: 'ayse.yilmaz@example.com',
      currentData: { subscription: 'Basic Plan' },
      requestedData: { subscription: 'Pro Plan' },
      reason: 'İkinci bir şube için site açmak istiyorum.',
      status: 'pending',
      createdAt: ago(1),
    })
    .onConflictDoNothing()
  await db
    .insert(activityLog)
    .values(
      demoUsers.map((u) => ({
        id: `demo-activity-${u.id}`,
        timestamp: ago(u.daysAgo),
        userId: u.id,
        user: u.name,
        userEmail: u.email,
        action: 'Kullanıcı kaydı',
        details: `${u.name} hesabı oluşturuldu.`,
        type: 'user',
        severity: 'success',
        ipAddress: null,
      })),
    )
    .onConflictDoNothing()
}
