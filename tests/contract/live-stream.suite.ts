import { SETTINGS_RESOURCE } from '../../api/settings/settings-service'
import { expect, it } from 'vitest'
import { createMemoryEventBus } from '../../api/live/memory-event-bus'
import type { LiveEvent } from '../../api/live/live-event.shared'
import { SESSION_RESOURCE, SIGNED_OUT } from '../../api/live/live-event.shared'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { readEventStream } from '../support/event-stream-reader'
import type { Harness } from './harness'

// The live streams (docs/rules/live-updates.md): who may open which, what each receives, and that a
// customer's stream ends with their session.

type Change = LiveEvent

export function liveStreamSuite(h: Harness) {
  async function openStream(path: string, token: string | null) {
    const headers: Record<string, string> = { accept: 'text/event-stream', 'x-forwarded-for': h.ip() }
    if (token) headers.authorization = `Bearer ${token}`
    return h.app.request(new URL(path, h.ports.config.publicUrl).toString(), { headers })
  }

  async function openReady(path: string, token: string) {
    const response = await openStream(path, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const stream = readEventStream(response)
    await stream.next(1)
    expect(stream.frames[0]?.event).toBe('ready')
    return stream
  }

  it('refuses the admin stream to anonymous callers (401) and to customers (403)', async () => {
    const customer = await h.customerToken()
    expect((await openStream('/api/admin/stream', null)).status).toBe(401)
    expect((await openStream('/api/me/stream', null)).status).toBe(401)
    const refused = await openStream('/api/admin/stream', customer.token)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ success: false, message: 'Bu işlem için yetkiniz yok.' })
  })

  it('shows an admin a customer’s change as it happens, with its activity entry', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const stream = await openReady('/api/admin/stream', admin.token)
    const created = await h.call('POST', '/api/me/customer-requests', {
      token: customer.token,
      body: { type: 'support', title: 'Canlı akış denemesi', description: 'Yayında görünmeli.' },
    })
    expect(created.status).toBeLessThan(300)
    const change = (await stream.change(
      (data) => (data as Change).entry?.userEmail === customer.user.email,
    )) as Change
    expect(change.entry?.action).toBeTruthy()
    expect(change.at).toBe(change.entry?.timestamp)
    await stream.cancel()
  })

  it('gives a customer only the events naming them, without anyone’s activity entry', async () => {
    const bus = createMemoryEventBus()
    h.withPorts({ events: bus })
    const one = await h.customerToken()
    const two = await h.customerToken()
    const stream = await openReady('/api/me/stream', one.token)
    const at = h.store.clock.now().toISOString()
    const entry = {
      id: crypto.randomUUID(),
      timestamp: at,
      userId: two.user.id,
      user: two.user.name,
      userEmail: two.user.email,
      action: 'Destek talebi oluşturuldu',
      details: 'Başka bir müşterinin talebi',
      type: 'website' as const,
      severity: 'info' as const,
      ipAddress: '10.1.2.3',
    }
    const base = { at, resource: 'customerRequests', action: entry.action, entry }
    bus.publish({ ...base, id: crypto.randomUUID(), recordId: 'theirs', userIds: [two.user.id] })
    const mineId = crypto.randomUUID()
    bus.publish({ ...base, id: mineId, recordId: 'mine', userIds: [two.user.id, one.user.id] })
    const change = await stream.change((data) => (data as Change).id === mineId)
    expect(change).toEqual({
      id: mineId,
      at,
      resource: 'customerRequests',
      recordId: 'mine',
      action: entry.action,
      userIds: [one.user.id],
    })
    expect(stream.changes()).toHaveLength(1)
    await stream.cancel()
  })

  it('ends a suspended customer’s stream with a signed-out event', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const stream = await openReady('/api/me/stream', customer.token)
    const suspended = await h.call('PATCH', `/api/admin/users/${customer.user.id}`, {
      token: admin.token,
      body: { status: 'suspended' },
    })
    expect(suspended.status).toBe(200)
    await stream.end()
    expect(stream.ended).toBe(true)
    expect(stream.changes().at(-1)).toMatchObject({
      resource: SESSION_RESOURCE,
      action: SIGNED_OUT,
      userIds: [customer.user.id],
    })
    // The stream cannot be opened again with the same token.
    expect((await openStream('/api/me/stream', customer.token)).status).toBe(401)
  })

  it('ends a demoted admin’s admin stream at once, without signing them out', async () => {
    const admin = await h.adminToken()
    const demoted = await h.adminToken()
    const stream = await openReady('/api/admin/stream', demoted.token)
    const res = await h.call('PATCH', `/api/admin/users/${demoted.user.id}`, {
      token: admin.token,
      body: { role: 'user' },
    })
    expect(res.status, res.text).toBe(200)
    await stream.end()
    expect(stream.ended).toBe(true)
    // Their session holds: no signed-out event; the admin stream answers 403 from now on.
    expect(stream.changes().some((data) => (data as Change).resource === SESSION_RESOURCE)).toBe(false)
    const again = await openStream('/api/admin/stream', demoted.token)
    expect(again.status).toBe(403)
    const own = await openReady('/api/me/stream', demoted.token)
    await own.cancel()
  })

  it('ends an admin’s stream at its next check once they must enrol in two-factor', async () => {
    const bus = createMemoryEventBus()
    h.withPorts({ events: bus })
    const admin = await h.adminToken()
    const stream = await openReady('/api/admin/stream', admin.token)
    const before = { ...defaultSystemSettings, ...(await h.ports.repos.settings.get()) }
    await h.ports.repos.settings.put({ ...before, twoFactorAuth: true })
    try {
      // Written behind this API's back, as another process would: its settings event makes this process
      // drop its cached settings and the stream check again.
      bus.publish({
        id: crypto.randomUUID(),
        at: h.store.clock.now().toISOString(),
        resource: SETTINGS_RESOURCE,
        recordId: 'system',
        action: 'Sistem ayarları güncellendi',
        userIds: [],
      })
      await stream.end()
      expect(stream.changes().some((data) => (data as Change).resource === SESSION_RESOURCE)).toBe(false)
      const again = await openStream('/api/admin/stream', admin.token)
      expect(again.status).toBe(403)
      expect(await again.json()).toMatchObject({ data: { code: 'two_factor_required' } })
    } finally {
      await h.ports.repos.settings.put(before)
    }
  })
}
