import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { Dexie } from 'dexie'
import { expect, it } from 'vitest'
import { outgoingMailRecordSchema } from '../../api/auth/auth-records.shared'
import { invoiceRecordSchema } from '../../api/invoices/invoice.shared'
import { packageSchema } from '../../api/packages/package.shared'
import { openEmulationDb } from './dexie-db'

// An offline demo opened by an older worker keeps its rows: opening it at version 7 brings them to the
// current invoice and package schemas.

it('upgrades a version 6 demo database: invoices get lines and KDV, packages the catalogue flag', async () => {
  const indexedDB = new IDBFactory()
  const old = new Dexie('upgrade-test', { indexedDB, IDBKeyRange })
  old.version(6).stores({ invoices: 'id', packages: 'id' })
  const at = '2026-10-01T09:00:00.000Z'
  await old.table('invoices').add({
    id: 'inv-1',
    number: 'INV-DEMO-1001',
    userId: null,
    customerName: 'Ayşe Yılmaz',
    customerEmail: 'ayse@example.com',
    amount: 299,
    currency: 'TRY',
    status: 'paid',
    subscription: 'Basic Plan',
    description: null,
    issueDate: at,
    dueDate: at,
    paidDate: at,
    createdAt: at,
    updatedAt: at,
  })
  await old.table('packages').add({
    id: 'pkg-1',
    name: 'Basic Plan',
    price: 299,
    currency: 'TRY',
    billingPeriod: 'monthly',
    description: '',
    features: ['1 web sitesi'],
    limitations: {
      websites: 1,
      storage: 1,
      bandwidth: 10,
      emailAccounts: 1,
      support: 'email',
      customDomain: false,
      sslCertificate: true,
      analytics: false,
      backups: false,
    },
    isPopular: false,
    isActive: true,
    color: 'blue',
    icon: 'crown',
    subscriberCount: 4,
    createdAt: at,
    updatedAt: at,
  })
  old.close()

  const db = openEmulationDb('upgrade-test', { indexedDB, IDBKeyRange })
  const invoice = invoiceRecordSchema.parse(await db.invoices.get('inv-1'))
  expect(invoice).toMatchObject({
    lines: [{ description: 'Basic Plan', quantity: 1, unitPriceKurus: 29_900 }],
    taxRate: 20,
    subtotalKurus: 29_900,
    taxKurus: 5_980,
    totalKurus: 35_880,
    payments: [],
  })
  const pkg = await db.packages.get('pkg-1')
  expect(packageSchema.strict().parse(pkg).showOnDashboard).toBe(false)
  db.close()
})

it('upgrades a version 7 demo database: mail rows get their queue state and are not retried', async () => {
  const indexedDB = new IDBFactory()
  const old = new Dexie('upgrade-mail-test', { indexedDB, IDBKeyRange })
  old.version(7).stores({ mailQueue: 'id' })
  const at = '2026-10-01T09:00:00.000Z'
  const mail = { to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>', createdAt: at }
  await old.table('mailQueue').bulkAdd([
    { ...mail, id: 'm-1', sentAt: at, error: null },
    { ...mail, id: 'm-2', sentAt: null, error: 'ECONNREFUSED' },
  ])
  old.close()

  const db = openEmulationDb('upgrade-mail-test', { indexedDB, IDBKeyRange })
  const rows = (await db.table('mailQueue').toArray()).map((row) => outgoingMailRecordSchema.parse(row))
  expect(
    rows.map(({ id, status, attempts, nextAttemptAt, ref }) => ({
      id,
      status,
      attempts,
      nextAttemptAt,
      ref,
    })),
  ).toEqual([
    { id: 'm-1', status: 'sent', attempts: 1, nextAttemptAt: null, ref: '' },
    { id: 'm-2', status: 'failed', attempts: 1, nextAttemptAt: null, ref: '' },
  ])
  db.close()
})
