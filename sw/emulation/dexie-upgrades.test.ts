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

it('upgrades a version 10 demo database: packages get codes and yearly prices, one stays popular, requests name codes', async () => {
  const indexedDB = new IDBFactory()
  const old = new Dexie('upgrade-catalogue-test', { indexedDB, IDBKeyRange })
  old.version(10).stores({ packages: 'id', websiteRequests: 'id' })
  const pkg = (
    id: string,
    name: string,
    price: number,
    billingPeriod: string,
    isPopular: boolean,
    day: number,
  ) => ({
    id,
    name,
    price,
    currency: 'TRY',
    billingPeriod,
    description: '',
    features: ['A'],
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
    isPopular,
    isActive: true,
    showOnDashboard: false,
    color: 'blue',
    icon: 'crown',
    createdAt: `2026-10-0${day}T09:00:00.000Z`,
    updatedAt: `2026-10-0${day}T09:00:00.000Z`,
  })
  await old
    .table('packages')
    .bulkAdd([
      pkg('pkg-1', 'Pro Plan', 599, 'monthly', true, 1),
      pkg('pkg-2', 'Premium', 199, 'monthly', true, 2),
      pkg('pkg-3', 'Yıllık Şube', 1200, 'yearly', false, 1),
      pkg('pkg-4', 'PRO PLAN', 10, 'monthly', false, 1),
    ])
  await old.table('websiteRequests').bulkAdd([
    { id: 'r-1', selectedPackage: 'professional' },
    { id: 'r-2', selectedPackage: null },
  ])
  old.close()

  const db = openEmulationDb('upgrade-catalogue-test', { indexedDB, IDBKeyRange })
  const rows = (await db.packages.toArray()).map((row) => packageSchema.strict().parse(row))
  expect(
    rows.map(({ id, code, price, yearlyPrice, isPopular }) => [id, code, price, yearlyPrice, isPopular]),
  ).toEqual([
    ['pkg-1', 'pro-plan', 599, 5990, false],
    ['pkg-2', 'premium', 199, 1990, true],
    ['pkg-3', 'yillik-sube', 100, 1200, false],
    ['pkg-4', 'pro-plan-pkg4', 10, 100, false],
  ])
  expect(
    (await db.table('websiteRequests').toArray()).map((r: { selectedPackage: unknown }) => r.selectedPackage),
  ).toEqual(['scale', null])
  db.close()
})
