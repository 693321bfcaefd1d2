import { expect } from 'vitest'
import { websiteResponseSchema } from '../../api/websites/website-calls.shared'
import type { Harness } from './harness'

// Shared steps of the publishing suites: a visitor's browser asking for a published page, and an admin
// publishing or unpublishing a website.

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

export function publishingSteps(h: Harness) {
  const site = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    h.app.request(path, {
      method,
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.1', ...headers },
    })
  async function publish(token: string, id: string, action: 'publish' | 'unpublish' = 'publish') {
    const res = await h.call('POST', `/api/admin/websites/${id}/${action}`, { token })
    expect(res.status, res.text).toBe(200)
    return websiteResponseSchema.parse(res.body).data.website
  }
  return { site, publish }
}
