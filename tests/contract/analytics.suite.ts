import { expect, it } from 'vitest'
import { invoiceResource } from '../../api/invoices/invoice-resource'
import { sampleRecord } from '../../api/kernel/sample-record'
import { siteVisitResource } from '../../api/publishing/published-site-resource'
import { analyticsResponseSchema } from '../../api/analytics/analytics.shared'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import type { WebsiteRequestRecord } from '../../api/website-requests/website-request.shared'
import { websiteRequestResource } from '../../api/website-requests/website-request-resource'
import type { Harness } from './harness'
import { createWebsite } from './website-helpers'

// GET /api/admin/analytics (docs/rules/analytics.md): figures from seeded records on every store. The
// records are dated in 2020–2021, where no other suite writes, so the figures are exact.
export function analyticsSuite(h: Harness) {
  let n = 700_000 + Math.floor(Math.random() * 100_000)
  const next = () => (n += 1)

  async function figures(token: string, from: string, to: string) {
    const res = await h.call('GET', `/api/admin/analytics?from=${from}&to=${to}`, { token })
    expect(res.status, res.text).toBe(200)
    return analyticsResponseSchema.parse(res.body).data
  }

  const signUp = (createdAt: string) => h.createUser({ createdAt })

  function request(fields: Partial<WebsiteRequestRecord>) {
    const i = next()
    return h.ports.repos.websiteRequests.create(
      sampleRecord(websiteRequestResource, i, {
        id: crypto.randomUUID(),
        requestNumber: `A${i}`,
        userId: null,
        websiteId: null,
        ...fields,
      }),
    )
  }

  function invoice(fields: Partial<InvoiceRecord>) {
    const i = next()
    return h.ports.repos.resource(invoiceResource).create(
      sampleRecord(invoiceResource, i, {
        id: crypto.randomUUID(),
        number: `ANL-${i}`,
        userId: null,
        ...fields,
      }),
    )
  }

  it('counts sign-ups per Istanbul day, requests by status and sector, conversion, go-live, revenue and visits', async () => {
    const admin = await h.adminToken()
    // Sign-ups: 22:30 UTC on March 1st is March 2nd in Istanbul.
    for (const at of [
      '2021-02-28T20:00:00.000Z', // Feb 28th 23:00 in Istanbul: before the range
      '2021-03-01T10:00:00.000Z',
      '2021-03-01T22:30:00.000Z',
      '2021-03-05T12:00:00.000Z',
      '2021-03-10T21:30:00.000Z', // March 11th in Istanbul: after it
    ])
      await signUp(at)

    const owner = await h.createUser()
    const website = await createWebsite(h, owner, { publishedAt: '2021-03-04T10:00:00.000Z' })
    await request({ status: 'pending', businessType: 'insaat', createdAt: '2021-03-01T08:00:00.000Z' })
    // 20 hours from request to completion (no website: its completion is its last change).
    await request({
      status: 'completed',
      businessType: 'insaat',
      createdAt: '2021-03-02T06:00:00.000Z',
      updatedAt: '2021-03-03T02:00:00.000Z',
    })
    // 10 hours to its website's publication (a later change of the request does not count).
    await request({
      status: 'completed',
      businessType: 'teknoloji',
      websiteId: website.id,
      createdAt: '2021-03-04T00:00:00.000Z',
      updatedAt: '2021-03-09T00:00:00.000Z',
    })
    await request({ status: 'rejected', businessType: null, createdAt: '2021-03-05T00:00:00.000Z' })
    // 36 hours.
    await request({
      status: 'completed',
      businessType: 'guzellik',
      createdAt: '2021-03-06T00:00:00.000Z',
      updatedAt: '2021-03-07T12:00:00.000Z',
    })
    await request({ status: 'completed', businessType: 'insaat', createdAt: '2021-02-20T00:00:00.000Z' })

    await invoice({ status: 'paid', amount: 1000, currency: 'TRY', paidDate: '2021-03-02T09:00:00.000Z' })
    await invoice({ status: 'paid', amount: 500, currency: 'TRY', paidDate: '2021-03-09T09:00:00.000Z' })
    await invoice({ status: 'pending', amount: 9999, currency: 'TRY', paidDate: null })
    // Paid without a payment date (an imported record): in no month, and no end to the reading.
    await invoice({ status: 'paid', amount: 4444, currency: 'TRY', paidDate: null })
    await invoice({ status: 'paid', amount: 70, currency: 'USD', paidDate: '2021-03-03T09:00:00.000Z' })
    await invoice({ status: 'paid', amount: 800, currency: 'TRY', paidDate: '2021-02-15T09:00:00.000Z' })

    const visits = h.ports.repos.resource(siteVisitResource)
    for (const [day, device] of [
      ['2021-03-02', 'mobile'],
      ['2021-03-02', 'desktop'],
      ['2021-03-05', 'tablet'],
      ['2021-02-27', 'desktop'],
      ['2021-03-11', 'mobile'],
    ] as const) {
      await visits.create(
        sampleRecord(siteVisitResource, next(), {
          id: crypto.randomUUID(),
          websiteId: website.id,
          day,
          device,
          referrer: '',
        }),
      )
    }

    const data = await figures(admin.token, '2021-03-01', '2021-03-10')
    expect(data.range).toEqual({ from: '2021-03-01', to: '2021-03-10', days: 10, bucket: 'day' })
    expect(data.signUps.total).toBe(3)
    expect(data.signUps.buckets).toHaveLength(10)
    expect(data.signUps.buckets.filter((bucket) => bucket.count > 0)).toEqual([
      { start: '2021-03-01', count: 1 },
      { start: '2021-03-02', count: 1 },
      { start: '2021-03-05', count: 1 },
    ])

    expect(data.requests).toMatchObject({ total: 5, completed: 3, conversionRate: 0.6 })
    expect(data.requests.byStatus).toEqual([
      { status: 'pending', label: 'Beklemede', count: 1 },
      { status: 'in-progress', label: 'İşlemde', count: 0 },
      { status: 'completed', label: 'Tamamlandı', count: 3 },
      { status: 'rejected', label: 'Reddedildi', count: 1 },
    ])
    expect(data.requests.bySector).toEqual([
      { sector: 'insaat', label: 'İnşaat', count: 2 },
      { sector: 'belirtilmemis', label: 'Belirtilmemiş', count: 1 },
      { sector: 'guzellik', label: 'Güzellik', count: 1 },
      { sector: 'teknoloji', label: 'Teknoloji', count: 1 },
    ])
    expect(data.goLive).toEqual({ measured: 3, medianMinutes: 20 * 60, promiseMinutes: 19 * 60 + 40 })

    expect(data.revenue).toEqual({
      currency: 'TRY',
      total: 1500,
      months: [{ month: '2021-03', amount: 1500 }],
    })

    expect(data.visitors.total).toBe(3)
    expect(data.visitors.days.filter((day) => day.count > 0)).toEqual([
      { day: '2021-03-02', count: 2 },
      { day: '2021-03-05', count: 1 },
    ])
    expect(data.visitors.devices).toEqual({ mobile: 1, tablet: 1, desktop: 1 })
    expect(data.visitors.bounceRate).toBeNull()
  })

  it('counts per week (from Monday) past 92 days, with zero months and no median when nothing is done', async () => {
    const admin = await h.adminToken()
    await signUp('2020-06-03T09:00:00.000Z') // a Wednesday
    await signUp('2020-06-07T09:00:00.000Z') // the Sunday of the same week
    await signUp('2020-06-08T09:00:00.000Z') // the next Monday
    const data = await figures(admin.token, '2020-05-01', '2020-08-31')
    expect(data.range.bucket).toBe('week')
    expect(data.signUps.buckets[0]?.start).toBe('2020-04-27')
    expect(data.signUps.buckets.filter((bucket) => bucket.count > 0)).toEqual([
      { start: '2020-06-01', count: 2 },
      { start: '2020-06-08', count: 1 },
    ])
    expect(data.revenue.months.map((month) => month.month)).toEqual([
      '2020-05',
      '2020-06',
      '2020-07',
      '2020-08',
    ])
    expect(data.revenue.total).toBe(0)
    expect(data.requests).toMatchObject({ total: 0, conversionRate: null })
    expect(data.goLive.medianMinutes).toBeNull()
  })

  it('defaults to the last 30 days and refuses bad ranges in Turkish, changing nothing', async () => {
    const admin = await h.adminToken()
    const res = await h.call('GET', '/api/admin/analytics', { token: admin.token })
    expect(res.status).toBe(200)
    const { range } = analyticsResponseSchema.parse(res.body).data
    expect(range.days).toBe(30)
    for (const [query, message] of [
      ['from=2021-02-30&to=2021-03-10', 'Geçersiz tarih. Tarihleri YYYY-AA-GG biçiminde girin.'],
      ['from=dün', 'Geçersiz tarih. Tarihleri YYYY-AA-GG biçiminde girin.'],
      ['from=2021-03-10&to=2021-03-01', 'Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
      ['from=2018-01-01&to=2021-01-01', 'Tarih aralığı en çok 2 yıl olabilir.'],
    ]) {
      const bad = await h.call('GET', `/api/admin/analytics?${encodeURI(query ?? '')}`, {
        token: admin.token,
      })
      expect(bad.status, query).toBe(400)
      expect(bad.body).toMatchObject({ success: false, message })
    }
    const customer = await h.customerToken()
    expect((await h.call('GET', '/api/admin/analytics', { token: customer.token })).status).toBe(403)
    expect((await h.call('GET', '/api/admin/analytics')).status).toBe(401)
  })
}
