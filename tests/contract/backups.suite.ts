import { describe, expect, it } from 'vitest'
import { runAutomaticBackup } from '../../api/backups/backup-job'
import { backupMessages } from '../../api/backups/backup-messages.shared'
import { readBackupLines } from '../../api/backups/backup-format'
import { BACKUP_RETENTION, createBackupService } from '../../api/backups/backup-service'
import { auditResource } from '../../api/audit/audit-resource'
import { sampleRecord } from '../../api/kernel/sample-record'
import { resources } from '../../api/kernel/resources'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { backupListResponseSchema, clearDatabaseResponseSchema } from '../../api/backups/backups.shared'
import { createServices } from '../../api/services'
import type { Harness } from './harness'
import { invoiceResource } from '../../api/invoices/invoice-resource'
import { createSmtpMailer } from '../../server/mail/smtp-mailer'

// Backups and 'Clear Database' (docs/rules/backups.md) on every store: list, take, download (refused
// names), the automatic backup's frequency and retention, and clearing the customer data. The file has
// its own store (tests/contract/backups.test.ts): clearing removes every customer in it.

const HOUR = 3_600_000

export function backupsSuite(h: Harness) {
  async function list(token: string) {
    const res = await h.call('GET', '/api/admin/backups', { token })
    expect(res.status).toBe(200)
    return backupListResponseSchema.parse(res.body).data
  }

  describe('backups API', () => {
    it('only an admin lists or takes backups', async () => {
      const { token } = await h.customerToken()
      expect((await h.call('GET', '/api/admin/backups', { token })).status).toBe(403)
      expect((await h.call('POST', '/api/admin/backups', { token })).status).toBe(403)
      expect((await h.call('GET', '/api/admin/backups')).status).toBe(401)
    })

    it('"Şimdi yedekle" takes a backup that lists, downloads and holds the records', async () => {
      const { token, user } = await h.adminToken()
      const taken = await h.call('POST', '/api/admin/backups', { token })
      expect(taken.status).toBe(201)
      const name = (taken.body as { data: { backup: { name: string } } }).data.backup.name
      expect(name).toMatch(/^sitekur-\d{8}T\d{9}Z-manual\.ndjson\.gz$/)
      const data = await list(token)
      expect(data.available).toBe(true)
      expect(data.backups[0]?.name).toBe(name)
      expect(data.backups[0]?.size).toBeGreaterThan(0)
      expect(data.lastBackupAt).toBe(data.backups[0]?.createdAt)

      const download = await h.app.request(
        new URL(`/api/admin/backups/${name}`, h.ports.config.publicUrl).toString(),
        { headers: { authorization: `Bearer ${token}` } },
      )
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe('application/gzip')
      const lines: unknown[] = []
      for await (const line of readBackupLines(download.body!)) lines.push(line)
      expect(lines[0]).toMatchObject({ format: 'sitekur-backup', version: 1 })
      const users = lines.filter((line) => (line as { r?: string }).r === 'users')
      expect(users.map((line) => (line as { d: { id: string } }).d.id)).toContain(user.id)
      expect(lines.at(-1)).toMatchObject({ end: true })
    })

    it('a download names a backup only: paths and other files are refused', async () => {
      const { token } = await h.adminToken()
      for (const name of [
        '..%2F..%2Fsecrets.json',
        '..',
        'sitekur.lock',
        'sitekur-20260101T000000000Z-manual.ndjson.gz.part',
        'sitekur-20260101T000000000Z-other.ndjson.gz',
      ]) {
        const res = await h.call('GET', `/api/admin/backups/${name}`, { token })
        expect([400, 404]).toContain(res.status)
        if (res.status === 400) expect(res.body).toMatchObject({ message: backupMessages.invalidName })
      }
      const absent = await h.call('GET', '/api/admin/backups/sitekur-20200101T000000000Z-auto.ndjson.gz', {
        token,
      })
      expect(absent.status).toBe(404)
      expect(absent.body).toMatchObject({ message: backupMessages.notFound })
    })

    it('the automatic backup follows autoBackup and backupFrequency, and keeps the newest ones', async () => {
      const services = createServices(h.ports)
      const backups = createBackupService(h.ports)
      await h.ports.repos.settings.put({ ...defaultSystemSettings, autoBackup: false })
      expect((await runAutomaticBackup(services, h.store.clock.now())).items).toBe(0)

      await h.ports.repos.settings.put({
        ...defaultSystemSettings,
        autoBackup: true,
        backupFrequency: 'daily',
      })
      // Any backup counts as the last one, a manual one too.
      await backups.take('manual')
      h.advance(3600)
      expect((await runAutomaticBackup(services, h.store.clock.now())).items).toBe(0)
      h.advance(23 * 3600)
      expect((await runAutomaticBackup(services, h.store.clock.now())).items).toBe(1)
      h.advance(3600)
      expect((await runAutomaticBackup(services, h.store.clock.now())).items).toBe(0)

      await h.ports.repos.settings.put({ ...defaultSystemSettings, backupFrequency: 'hourly' })
      // An hourly job lands a little early: 57 minutes after the last one is due.
      h.advance(57 * 60)
      expect((await runAutomaticBackup(services, h.store.clock.now())).items).toBe(1)
      for (let i = 0; i < BACKUP_RETENTION + 2; i++) {
        h.store.clock.advance(HOUR)
        await runAutomaticBackup(services, h.store.clock.now())
      }
      const kept = await backups.list()
      expect(kept).toHaveLength(BACKUP_RETENTION)
      // The newest are kept: every one of them hourly and automatic.
      expect(kept.every((backup) => backup.kind === 'auto')).toBe(true)
      expect(Date.parse(kept[0]!.createdAt) - Date.parse(kept.at(-1)!.createdAt)).toBeLessThan(
        BACKUP_RETENTION * HOUR,
      )
      await h.ports.repos.settings.put(defaultSystemSettings)
    })
  })

  describe('Clear Database', () => {
    it('a wrong phrase is refused and changes nothing', async () => {
      const { token } = await h.adminToken()
      const customer = await h.createUser()
      for (const confirmation of ['', 'sil', 'VERITABANINI TEMIZLE']) {
        const res = await h.call('POST', '/api/admin/database/clear', { token, body: { confirmation } })
        expect(res.status).toBe(400)
        expect(res.body).toMatchObject({ message: backupMessages.clearPhraseWrong })
      }
      expect(await h.ports.repos.users.findById(customer.id)).not.toBeNull()
      const customerToken = (await h.customerToken()).token
      const res = await h.call('POST', '/api/admin/database/clear', {
        token: customerToken,
        body: { confirmation: backupMessages.clearPhrase },
      })
      expect(res.status).toBe(403)
    })

    it('takes a backup, removes customers and what they own, keeps admins and settings', async () => {
      const { token, user: admin } = await h.adminToken()
      const customer = await h.createUser()
      const website = await h.ports.repos.websites.create(
        sampleRecord(resources.websites, 1, {
          id: crypto.randomUUID(),
          ownerId: customer.id,
          domain: `${crypto.randomUUID().slice(0, 8)}.example`,
        }),
      )
      const invoice = await h.ports.repos.resource(invoiceResource).create(
        sampleRecord(resources.invoices, 1, {
          id: crypto.randomUUID(),
          number: `INV-C-${crypto.randomUUID().slice(0, 8)}`,
          userId: customer.id,
        }),
      )
      // A mail still queued (nothing listens on port 1) keeps its attachment's bytes for the retry.
      const refused = createSmtpMailer('smtp://127.0.0.1:1', 'SiteKur <no-reply@sitekur.test>')
      const content = new TextEncoder().encode('%PDF-1.4')
      const mail = { to: customer.email, subject: 'Fatura', text: 'Ekte.', html: '<p>Ekte.</p>' }
      const attachments = [{ filename: 'fatura.pdf', contentType: 'application/pdf', content }]
      await createServices({ ...h.ports, mailer: refused }).mail.deliver({ ...mail, attachments })
      refused.close()
      const [queued] = await h.ports.repos.mailQueue.list({ filter: { to: customer.email } })
      const keys = (queued?.attachments ?? []).map((file) => file.key)
      expect(keys).toHaveLength(1)
      await h.ports.repos.settings.put({ ...defaultSystemSettings, siteName: 'Temizlenmeyen' })
      const before = (await list(token)).backups.length

      const res = await h.call('POST', '/api/admin/database/clear', {
        token,
        // Typed the Turkish way, in lower case, with spaces around.
        body: { confirmation: '  veritabanını temizle ' },
      })
      expect(res.status).toBe(200)
      const result = clearDatabaseResponseSchema.parse(res.body).data
      expect(result.backup.kind).toBe('clear')
      expect(result.removed).toBeGreaterThanOrEqual(3)

      expect(await h.ports.repos.users.findById(customer.id)).toBeNull()
      expect(await h.ports.repos.websites.findById(website.id)).toBeNull()
      expect(await h.ports.repos.resource(invoiceResource).findById(invoice.id)).toBeNull()
      expect(await h.ports.repos.mailQueue.findById(queued!.id)).toBeNull()
      for (const key of keys) expect(await h.ports.files?.get(key)).toBeNull()
      expect(await h.ports.repos.users.count({ filter: { role: 'user' } })).toBe(0)
      expect(await h.ports.repos.users.findById(admin.id)).not.toBeNull()
      expect((await h.ports.repos.settings.get())?.siteName).toBe('Temizlenmeyen')
      const after = await list(token)
      expect(after.backups.map((b) => b.name)).toContain(result.backup.name)
      expect(after.backups.length).toBeGreaterThanOrEqual(Math.min(before + 1, BACKUP_RETENTION))
      const audit = await h.ports.repos.resource(auditResource).list({ filter: { resource: 'database' } })
      expect(audit[0]).toMatchObject({ actorId: admin.id, action: 'delete', reason: result.backup.name })
      // The admin is still signed in and working.
      expect((await h.call('GET', '/api/admin/backups', { token })).status).toBe(200)
    })
  })
}
