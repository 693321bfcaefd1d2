import { smtpSettingsOf } from '../mail/settings-mailer'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { smtpTestSettings } from './smtp-password-binding'
import {
  adminSettingsResponseSchema,
  settingsMessages,
  settingsPatchSchema,
  settingsPutSchema,
  smtpTestMessages,
  smtpTestResponseSchema,
  smtpTestSchema,
  toAdminSettings,
} from './settings-admin.shared'

const TAG = 'Sistem ayarları (admin)'
const PATH = '/api/admin/settings'
const invalid = {
  description: 'Geçersiz alanlar: data.errors her alan için Türkçe mesaj',
  schema: errorResponseSchema,
}
const saved = { description: 'Kaydedilen ayarlar (gizli alanlar boş)', schema: adminSettingsResponseSchema }

// The system settings (docs/rules/system-settings.md). The writes' service logs the activity entry and
// the audit row; secrets are never answered.
export const adminSettingsRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary: 'Sistem ayarları: her alan; smtpPassword ve apiKey boş, yerine smtpPasswordSet / apiKeySet',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Ayarlar', schema: adminSettingsResponseSchema } },
    handler: async ({ c, services }) =>
      c.json({ success: true, data: { settings: toAdminSettings(await services.settings.get()) } }),
  }),

  defineRoute({
    method: 'put',
    path: PATH,
    summary:
      'Ayarların tamamını kaydet; boş/eksik gizli alan kayıtlı olanı korur, clearSmtpPassword / clearApiKey siler',
    tag: TAG,
    access: 'admin',
    body: settingsPutSchema,
    activity: 'service',
    responses: { 200: saved, 400: invalid },
    handler: async ({ c, services, body, actor }) => {
      const settings = await services.settingsWrites.update(body, actor)
      return c.json({ success: true, message: settingsMessages.saved, data: { settings } })
    },
  }),

  defineRoute({
    method: 'patch',
    path: PATH,
    summary: 'Ayarların bir kısmını kaydet (yalnızca gönderilen alanlar)',
    tag: TAG,
    access: 'admin',
    body: settingsPatchSchema,
    activity: 'service',
    responses: { 200: saved, 400: invalid },
    handler: async ({ c, services, body, actor }) => {
      const settings = await services.settingsWrites.update(body, actor)
      return c.json({ success: true, message: settingsMessages.saved, data: { settings } })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/reset`,
    summary:
      'Varsayılanlara sıfırla: her alan varsayılan değerine döner; SMTP şifresi ve API anahtarı korunur',
    tag: TAG,
    access: 'admin',
    activity: 'service',
    responses: { 200: saved },
    handler: async ({ c, services, actor }) => {
      const settings = await services.settingsWrites.reset(actor)
      return c.json({ success: true, message: settingsMessages.reset, data: { settings } })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/smtp-test`,
    summary:
      'SMTP bağlantısını test et: gönderilen değerlerle, eksikler kayıtlı ayarlardan; kayıtlı şifre yalnızca kayıtlı sunucuya',
    tag: TAG,
    access: 'admin',
    body: smtpTestSchema,
    activity: { none: 'Bir bağlantı denemesi; hiçbir kayıt değişmez' },
    responses: {
      200: { description: 'Sonuç (success: bağlantı kuruldu mu)', schema: smtpTestResponseSchema },
      400: {
        description: 'Geçersiz alanlar, ya da şifresi verilmeden başka bir sunucu',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, body }) => {
      const server = smtpSettingsOf(smtpTestSettings(await services.settings.get(), body))
      if (!server) return c.json({ success: false, message: smtpTestMessages.noHost })
      const smtp = services.ports.smtp
      if (!smtp) return c.json({ success: false, message: smtpTestMessages.unavailable })
      try {
        await smtp.verify(server)
        return c.json({ success: true, message: smtpTestMessages.ok })
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300)
        return c.json({ success: false, message: smtpTestMessages.failed(reason) })
      }
    },
  }),
]
