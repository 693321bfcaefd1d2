import { resources } from '../kernel/resources'
import type { ActivityLogEntry } from '../activity/activity-log.shared'
import type { UserRecord } from '../users/user.shared'
import { demoCustomers } from './demo-customers'
import { demoCustomerRequests, demoTickets } from './demo-desk'
import { before, type DemoOwners, type DemoSeedContext } from './demo-seed-context'

// The activity log's story of the demo's records (seedDemoCustomers), each entry as the real write would
// have logged it; entries of records the host left out (owned by `demo` without a demo customer) are left
// out too. Ids are fixed.

function demoActivity({ admin, now, keys }: DemoSeedContext, owners: DemoOwners): ActivityLogEntry[] {
  const entry = (
    id: string,
    timestamp: string,
    who: UserRecord,
    fields: Pick<ActivityLogEntry, 'action' | 'details' | 'type' | 'severity'>,
  ): ActivityLogEntry => ({
    id: keys.id(`demo-activity-${id}`),
    timestamp,
    userId: who.id,
    user: who.name,
    userEmail: who.email,
    ipAddress: null,
    ...fields,
  })
  const entries: ActivityLogEntry[] = []
  for (const customer of demoCustomers) {
    const user = owners.get(customer.key)
    if (!user) continue
    entries.push(
      entry(`user-${customer.key}`, before(now, customer.daysAgo), admin, {
        action: 'Kullanıcı oluşturuldu',
        details:
          customer.status === 'pending'
            ? `${user.name} (${user.email}) eklendi; şifre belirleme daveti gönderildi.`
            : `${user.name} (${user.email}) eklendi.`,
        type: 'user',
        severity: 'success',
      }),
    )
  }
  for (const r of demoCustomerRequests) {
    const user = owners.get(r.owner)
    if (!user) continue
    entries.push(
      entry(`cr-${r.id}`, before(now, r.daysAgo), user, {
        action: 'Müşteri talebi oluşturuldu',
        details: `${r.title} (${r.type}, ${r.priority})`,
        type: 'user',
        severity: 'info',
      }),
    )
  }
  for (const t of demoTickets) {
    const user = owners.get(t.owner)
    if (!user) continue
    entries.push(
      entry(`ticket-${t.id}`, before(now, t.daysAgo), user, {
        action: 'Destek talebi oluşturuldu',
        details: `${t.title} (${t.priority})`,
        type: 'user',
        severity: 'info',
      }),
    )
  }
  const can = owners.get('can')
  const mehmet = owners.get('mehmet')
  if (can) {
    entries.push(
      entry('suspend-can', before(now, 40), admin, {
        action: 'Kullanıcı askıya alındı',
        details: `${can.name}: ödeme 30 günü aştı.`,
        type: 'user',
        severity: 'warning',
      }),
      entry('failed-sign-in', before(now, 1, 3), can, {
        action: 'Başarısız giriş denemesi',
        details: `${can.email}: hesap askıya alınmış.`,
        type: 'security',
        severity: 'warning',
      }),
    )
  }
  if (mehmet) {
    entries.push(
      entry('sign-in-mehmet', before(now, 2), mehmet, {
        action: 'Giriş yapıldı',
        details: `${mehmet.email} şifreyle giriş yaptı.`,
        type: 'security',
        severity: 'success',
      }),
    )
  }
  return entries.sort((a, b) => a.timestamp.localeCompare(b.timestamp))
}

export async function seedDemoActivity(context: DemoSeedContext, owners: DemoOwners) {
  const { tx, created } = context
  const log = tx.resource(resources.activityLog)
  let added = 0
  for (const entry of demoActivity(context, owners)) {
    if (await log.findById(entry.id)) continue
    await tx.activityLog.append(entry)
    added += 1
  }
  if (added > 0) created.push(`activity:${added}`)
}
