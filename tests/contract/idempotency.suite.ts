import { expect, it } from 'vitest'
import { previewSessionResponseSchema, previewUpdateResponseSchema } from '../../api/preview/preview.shared'
import { twoFactorEnrolmentResponseSchema } from '../../api/security/two-factor.shared'
import { userResponseSchema } from '../../api/users/user-requests.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

export function idempotencySuite(h: Harness) {
  const key = () => `key-${crypto.randomUUID()}`

  it('applies a write once and replays the first status and body', async () => {
    const { token } = await h.adminToken()
    const headers = { 'idempotency-key': key() }
    const body = { action: 'create', name: 'Tek Sefer', email: h.email('once') }
    const first = await h.call('POST', '/api/users', { token, body, headers })
    expect(first.status).toBe(201)
    const second = await h.call('POST', '/api/users', { token, body, headers })
    expect(second.status).toBe(201)
    expect(second.text).toBe(first.text)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(await h.ports.repos.users.count({ filter: { email: body.email } })).toBe(1)
    const id = userResponseSchema.parse(first.body).data.user.id
    expect((await h.ports.repos.activityLog.list({ search: body.email })).length).toBe(1)
    expect(id).toBeTruthy()
  })

  it('looks the signed-in session up once for a keyed write, not once for the key and again for the route', async () => {
    const { token } = await h.adminToken()
    const sessions = h.ports.repos.refreshTokens
    let lookups = 0
    h.withPorts({
      repos: {
        ...h.ports.repos,
        refreshTokens: {
          ...sessions,
          isFamilyActive: (...args: Parameters<typeof sessions.isFamilyActive>) => {
            lookups++
            return sessions.isFamilyActive(...args)
          },
        },
      },
    })
    const body = { action: 'create', name: 'Bir Kez', email: h.email('lookup') }
    const res = await h.call('POST', '/api/users', { token, body, headers: { 'idempotency-key': key() } })
    expect(res.status).toBe(201)
    expect(lookups).toBe(1)
  })

  it('answers 422 when the key comes back with another body or path', async () => {
    const { token } = await h.adminToken()
    const headers = { 'idempotency-key': key() }
    await h.call('POST', '/api/users', {
      token,
      headers,
      body: { action: 'create', name: 'A', email: h.email() },
    })
    const other = await h.call('POST', '/api/users', {
      token,
      headers,
      body: { action: 'create', name: 'B', email: h.email() },
    })
    expect(other.status).toBe(422)
    expect(other.body).toEqual({
      success: false,
      message: 'Bu Idempotency-Key farklı bir istek için kullanılmış.',
    })
    const otherPath = await h.call('POST', '/api/websites', { token, headers, body: { action: 'list' } })
    expect(otherPath.status).toBe(422)
  })

  it('replays an error answer too, and keeps keys per caller', async () => {
    const a = await h.adminToken()
    const b = await h.adminToken()
    const headers = { 'idempotency-key': key() }
    const invalid = { action: 'create', name: 'Eksik' }
    const first = await h.call('POST', '/api/users', { token: a.token, headers, body: invalid })
    expect(first.status).toBe(400)
    const replay = await h.call('POST', '/api/users', { token: a.token, headers, body: invalid })
    expect(replay.status).toBe(400)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    const valid = { action: 'create', name: 'Tam', email: h.email() }
    const otherCaller = await h.call('POST', '/api/users', { token: b.token, headers, body: valid })
    expect(otherCaller.status).toBe(201)
  })

  it('keeps keys for 24 hours', async () => {
    const { token, user } = await h.adminToken()
    const headers = { 'idempotency-key': key() }
    const body = { action: 'create', name: 'Gün', email: h.email() }
    expect((await h.call('POST', '/api/users', { token, headers, body })).status).toBe(201)
    h.advance(23 * 3600)
    // A fresh token (the first one expired) for the same caller still replays.
    const fresh = (await h.login(user.email)).token
    const within = await h.call('POST', '/api/users', { token: fresh, headers, body })
    expect(within.status).toBe(201)
    expect(within.headers.get('idempotent-replayed')).toBe('true')
    h.advance(2 * 3600)
    const later = (await h.login(user.email)).token
    const after = await h.call('POST', '/api/users', { token: later, headers, body })
    expect(after.status).toBe(409) // applied again: the address now exists
  })

  it('answers a repeated registration alike and mails once (sign-up stores no key)', async () => {
    const headers = { 'idempotency-key': key() }
    const body = { name: 'Kayıt', email: h.email(), password: STRONG_PASSWORD }
    const first = await h.call('POST', '/api/auth/register', { headers, body })
    const second = await h.call('POST', '/api/auth/register', { headers, body })
    expect(second.text).toBe(first.text)
    expect(h.mailsTo(body.email)).toHaveLength(1)
  })

  it('ignores the key on reads and rejects a malformed key', async () => {
    const { token } = await h.adminToken()
    const stats = await h.call('GET', '/api/stats', { token, headers: { 'idempotency-key': key() } })
    expect(stats.status).toBe(200)
    expect(stats.headers.get('idempotent-replayed')).toBeNull()
    const bad = await h.call('POST', '/api/users', {
      token,
      headers: { 'idempotency-key': 'x'.repeat(201) },
      body: { action: 'list' },
    })
    expect(bad.status).toBe(400)
  })

  it('never stores or replays a sign-in answer: tokens stay out of the idempotency table', async () => {
    const user = await h.createUser()
    const headers = { 'idempotency-key': key() }
    const body = { email: user.email, password: STRONG_PASSWORD }
    const first = await h.post('/api/auth/login', body, { headers })
    const second = await h.post('/api/auth/login', body, { headers })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replayed')).toBeNull()
    expect(second.text).not.toBe(first.text)
    expect(await h.ports.repos.idempotencyKeys.find('anonymous', headers['idempotency-key'])).toBeNull()
  })

  it("never stores a live preview's update: the same key applies each update (the preview is idempotent)", async () => {
    const { token, user } = await h.customerToken()
    const source = (companyName: string) => ({ kind: 'builder', form: { companyName, industry: 'restoran' } })
    const created = await h.call('POST', '/api/preview/session', {
      token,
      body: {
        user_id: user.id,
        viewport_config: { device_type: 'desktop', width: 1280, height: 800, zoom_level: 1 },
        source: source('İlk Ad'),
      },
    })
    expect(created.status, created.text).toBe(201)
    const session = previewSessionResponseSchema.parse(created.body)
    const headers = { 'idempotency-key': key() }
    const update = (companyName: string) =>
      h.call('PUT', `/api/preview/${session.session_id}`, {
        token,
        headers,
        body: { source: source(companyName) },
      })
    expect((await update('Birinci Ad')).status).toBe(200)
    // The same key with another source is no 422 and no replay of the first: the second update is shown.
    const second = await update('İkinci Ad')
    expect(second.status, second.text).toBe(200)
    expect(second.headers.get('idempotent-replayed')).toBeNull()
    expect(previewUpdateResponseSchema.parse(second.body).html).toContain('İkinci Ad')
    expect(await h.ports.repos.idempotencyKeys.find(user.id, headers['idempotency-key'])).toBeNull()
  })

  it('never stores the answer of a transient route: a two-factor secret stays out of the idempotency table', async () => {
    const { token, user } = await h.customerToken()
    const headers = { 'idempotency-key': key() }
    const enrol = () => h.call('POST', '/api/me/two-factor/enrolment', { token, headers, body: {} })
    const first = await enrol()
    const second = await enrol()
    expect(first.status, first.text).toBe(200)
    expect(second.status, second.text).toBe(200)
    // Applied again under the same key: a new secret, not the first answer replayed from the table.
    expect(second.headers.get('idempotent-replayed')).toBeNull()
    const secretOf = (answer: typeof first) => twoFactorEnrolmentResponseSchema.parse(answer.body).data.secret
    expect(secretOf(second)).not.toBe(secretOf(first))
    expect(await h.ports.repos.idempotencyKeys.find(user.id, headers['idempotency-key'])).toBeNull()
  })
}
