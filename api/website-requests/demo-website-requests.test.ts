import { describe, expect, it } from 'vitest'
import { websiteRequestRecordSchema } from './website-request.shared'
import { websiteRequestFieldsBodySchema } from './website-request-body.shared'
import { WEBSITE_REQUEST_STATUSES } from './website-request-status.shared'
import { demoWebsiteRequestRecord, demoWebsiteRequests } from './demo-website-requests'

const owner = { id: 'owner-1', name: 'Demo Kullanıcı', email: 'demo@sitekur.app', phone: null }
const now = new Date('2026-03-01T09:00:00.000Z')
const demos = Object.values(demoWebsiteRequests)

describe('demo website requests', () => {
  it('cover every status, with unique ids and six-digit numbers', () => {
    expect(new Set(demos.map((d) => d.status))).toEqual(new Set(WEBSITE_REQUEST_STATUSES))
    expect(new Set(demos.map((d) => d.id)).size).toBe(demos.length)
    expect(new Set(demos.map((d) => d.requestNumber)).size).toBe(demos.length)
    for (const demo of demos) expect(demo.requestNumber).toMatch(/^[1-9]\d{5}$/)
  })

  it('are bodies POST /api/me/website-requests accepts as they are', () => {
    for (const demo of demos) {
      const parsed = websiteRequestFieldsBodySchema.safeParse(demo.input)
      expect(parsed.success, `${demo.id}: ${parsed.error?.message}`).toBe(true)
      expect(parsed.data).toEqual(demo.input)
    }
  })

  it('become valid records for the owner, dated relative to the seed', () => {
    for (const demo of demos) {
      const record = websiteRequestRecordSchema.parse(demoWebsiteRequestRecord(demo, owner, now))
      expect(record).toMatchObject({ id: demo.id, userId: 'owner-1', userName: 'Demo Kullanıcı' })
      expect(Date.parse(record.createdAt)).toBe(now.getTime() - demo.daysAgo * 86_400_000)
      expect(record.updatedAt >= record.createdAt).toBe(true)
      expect(record.email).toBeTruthy()
    }
    const kuafor = demoWebsiteRequestRecord(demoWebsiteRequests.kuafor, owner, now)
    expect(kuafor).toMatchObject({
      websiteName: 'Işıltı Kuaför',
      email: 'randevu@isiltikuafor.com.tr',
      businessType: 'guzellik',
      siteType: 'hizmet',
      priority: 'normal',
      features: { bookingSystem: true },
      seo: { keywords: ['kuaför', 'kadıköy kuaför', 'saç boyama', 'online randevu'] },
    })
    // Without a contact address on the form, the owner's is used.
    const kripto = demoWebsiteRequestRecord(demoWebsiteRequests.kriptoSinyal, owner, now)
    expect(kripto).toMatchObject({ email: 'demo@sitekur.app', status: 'rejected' })
    expect(kripto.adminNotes).toContain('SPK')
  })
})
