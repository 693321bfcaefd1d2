import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import {
  backupListResponseSchema,
  backupNameParamsSchema,
  backupTakenResponseSchema,
  clearDatabaseInputSchema,
  clearDatabaseResponseSchema,
} from './backups.shared'
import { attachmentDisposition } from '../uploads/content-disposition'
import { backupMessages } from './backup-messages.shared'
import { createBackupService } from './backup-service'
import { clearDatabase } from './clear-database'

// Backups and 'Clear Database' (docs/rules/backups.md): list, take now, download; clearing the customer
// data after a typed confirmation and a backup.

const TAG = 'Yedekler (admin)'
const PATH = '/api/admin/backups'
const unavailable = { description: backupMessages.unavailable, schema: errorResponseSchema }

export const adminBackupRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary: 'Yedekler (ad, boyut, zaman), en yenisi önce, ve son yedekleme zamanı',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Yedekler', schema: backupListResponseSchema } },
    handler: async ({ c, services }) => {
      const backups = createBackupService(services.ports)
      const list = backups.available() ? await backups.list() : []
      return c.json({
        success: true,
        data: { available: backups.available(), backups: list, lastBackupAt: list[0]?.createdAt ?? null },
      })
    },
  }),
  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Şimdi yedekle',
    tag: TAG,
    access: 'admin',
    // Never queued offline to happen later (the list on the same path is then network-only too).
    transient: true,
    activity: {
      type: 'system',
      action: backupMessages.backupAction,
      details: () => backupMessages.taken,
    },
    responses: {
      201: { description: 'Alınan yedek', schema: backupTakenResponseSchema },
      503: unavailable,
    },
    handler: async ({ c, services }) => {
      const backup = await createBackupService(services.ports).take('manual')
      return c.json({ success: true, message: backupMessages.taken, data: { backup } }, 201)
    },
  }),
  defineRoute({
    method: 'get',
    path: `${PATH}/:name`,
    summary: 'Yedeği indir (application/gzip); ad yalnızca bir yedeğin adı olabilir',
    tag: TAG,
    access: 'admin',
    params: backupNameParamsSchema,
    responses: {
      200: { description: 'Yedek dosyası (gzip’li NDJSON)' },
      400: { description: backupMessages.invalidName, schema: errorResponseSchema },
      404: { description: backupMessages.notFound, schema: errorResponseSchema },
      503: unavailable,
    },
    handler: async ({ c, services, params }) => {
      const file = await createBackupService(services.ports).open(params.name)
      return c.body(file.body, 200, {
        'Content-Type': 'application/gzip',
        'Content-Length': String(file.size),
        'Content-Disposition': attachmentDisposition(params.name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      })
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/database/clear',
    summary: `Veritabanını temizle: onay ifadesi "${backupMessages.clearPhrase}"; önce yedek alınır, yöneticiler ve ayarlar kalır`,
    tag: TAG,
    access: 'admin',
    // Never queued offline: clearing must happen when the admin asks, or not at all.
    transient: true,
    body: clearDatabaseInputSchema,
    activity: 'service',
    responses: {
      200: { description: backupMessages.cleared, schema: clearDatabaseResponseSchema },
      400: { description: backupMessages.clearPhraseWrong, schema: errorResponseSchema },
      503: unavailable,
    },
    handler: async ({ c, services, body, actor }) => {
      const result = await clearDatabase(services, body, actor)
      return c.json({ success: true, message: backupMessages.cleared, data: result })
    },
  }),
]
