import { expect } from 'vitest'
import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import {
  adminNotificationResponseSchema,
  recipientListResponseSchema,
  type NotificationInput,
} from '../../api/notifications/notification-admin.shared'
import { defaultSystemSettings, type SystemSettings } from '../../api/settings/settings.shared'
import type { Harness } from './harness'

// Helpers of the notification suites: an admin's calls, a package, and the settings switches.

export async function notificationAdmin(h: Harness) {
  const { token, user } = await h.adminToken()
  const call = (method: string, path: string, body?: unknown) => h.call(method, path, { token, body })
  const create = async (input: NotificationInput) => {
    const res = await call('POST', '/api/admin/notifications', input)
    expect(res.status, res.text).toBe(201)
    return adminNotificationResponseSchema.parse(res.body).data.notification
  }
  const send = async (id: string) => {
    const res = await call('POST', `/api/admin/notifications/${id}/send`)
    expect(res.status, res.text).toBe(200)
    return adminNotificationResponseSchema.parse(res.body).data.notification
  }
  const recipients = async (id: string) => {
    const res = await call('GET', `/api/admin/notifications/${id}/recipients?pageSize=100`)
    expect(res.status, res.text).toBe(200)
    return recipientListResponseSchema.parse(res.body).data
  }
  return { token, user, call, create, send, recipients }
}

export async function createPackage(h: Harness) {
  const id = crypto.randomUUID()
  return h.ports.repos.packages.create(
    sampleRecord(resources.packages, 1, {
      id,
      code: `bildirim-${id.slice(0, 8)}`,
      name: `Bildirim Paketi ${id.slice(0, 8)}`,
      currency: 'TRY',
    }),
  )
}

/** Runs `fn` with some settings changed, then puts the previous ones back. */
export async function withSettings<R>(h: Harness, patch: Partial<SystemSettings>, fn: () => Promise<R>) {
  const before = await h.ports.repos.settings.get()
  // Through the harness: the API caches settings and reads them again only on a change it is told of.
  await h.putSettings({ ...defaultSystemSettings, ...before, ...patch })
  try {
    return await fn()
  } finally {
    await h.putSettings({ ...defaultSystemSettings, ...before })
  }
}
