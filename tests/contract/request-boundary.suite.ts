import { expect, it } from 'vitest'
import { STRONG_PASSWORD, type Harness } from './harness'

const CONTROL = { success: false, message: 'İstek izin verilmeyen kontrol karakterleri içeriyor.' }
const JSON_ONLY = {
  success: false,
  message: 'Bu istek yalnızca JSON gövdesi (Content-Type: application/json) kabul eder.',
}

// What the API refuses at its boundary, before any service or store sees it.
export function requestBoundarySuite(h: Harness) {
  it('refuses a control character in any JSON text field with 400 and writes nothing', async () => {
    const email = h.email('nul')
    const res = await h.post('/api/auth/register', { name: 'Ali\u0000', email, password: STRONG_PASSWORD })
    expect(res.status).toBe(400)
    expect(res.body).toEqual(CONTROL)
    expect(await h.ports.repos.users.findByEmail(email)).toBeNull()
    const { token } = await h.customerToken()
    const nested = await h.call('POST', '/api/me/customer-requests', {
      token,
      body: { title: 'Merhaba', details: { note: 'a\u001bb' } },
    })
    expect(nested.status).toBe(400)
    expect(nested.body).toEqual(CONTROL)
    const key = await h.call('POST', '/api/me/customer-requests', { token, raw: '{"ti\\u0000tle":"x"}' })
    expect(key.body).toEqual(CONTROL)
  })

  it('keeps tab, line feed and carriage return in body text', async () => {
    const res = await h.post('/api/auth/register', {
      name: 'Ayşe\tYılmaz\r\n',
      email: h.email('ws'),
      password: STRONG_PASSWORD,
    })
    expect(res.status).toBe(200)
  })

  it('refuses control characters in path parameters and query strings with 400, not 500', async () => {
    const { token } = await h.customerToken()
    for (const path of [
      '/api/me/uploads/%00/download',
      '/api/me/uploads/a%0Ab/download',
      '/api/me/uploads?category=%00',
      '/api/me/uploads?x%7F=1',
      '/api/me/uploads?q=a%09b',
    ]) {
      const res = await h.call('GET', path, { token })
      expect(res.status, path).toBe(400)
      expect(res.body).toEqual(CONTROL)
    }
    expect((await h.call('GET', '/api/me/uploads?category=photos', { token })).status).toBe(200)
    expect((await h.call('GET', '/api/me/uploads/%C3%A7%20x/download', { token })).status).toBe(404)
  })

  it('takes only JSON on the sign-in and sign-up calls: 415 for text/plain, forms and untyped bodies', async () => {
    const email = h.email('csrf')
    const body = JSON.stringify({ name: 'Başka Site', email, password: STRONG_PASSWORD })
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await h.call('POST', '/api/auth/register', { raw: body, headers: { 'content-type': type } })
      expect(res.status, type).toBe(415)
      expect(res.body).toEqual(JSON_ONLY)
    }
    const untyped = await h.app.request('/api/auth/resend-verification', {
      method: 'POST',
      body: new Blob([JSON.stringify({ email })]),
    })
    expect(untyped.status).toBe(415)
    const legacy = await h.call('POST', '/verify-email.php', {
      raw: JSON.stringify({ action: 'resend', email }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(legacy.status).toBe(415)
    expect(await h.ports.repos.users.findByEmail(email)).toBeNull()
    expect(h.mailsTo(email)).toHaveLength(0)
    const json = await h.call('POST', '/api/auth/register', {
      raw: body,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect(json.status).toBe(200)
  })
}
