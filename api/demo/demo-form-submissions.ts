import { istanbulDay } from '../publishing/istanbul-time'
import { formSubmissionResource } from '../site-forms/form-submission-resource'
import type { FormSubmissionRecord } from '../site-forms/form-submission.shared'
import { demoLiveWebsite } from './demo-account'
import { before, DAY, HOUR, type DemoSeedContext } from './demo-seed-context'

// What visitors sent through Demo Kafe's forms, for the demo customer's 'Mesajlar'
// (docs/rules/offline-demo-and-sync.md#demo-data): two contact messages (one read), a booking waiting for
// the owner's decision and a confirmed newsletter subscriber. Seeded for whoever has owner `demo`'s
// records (the offline demo's demo customer, and every copy), with ids the context's keys write.

type DemoSubmission = Pick<
  FormSubmissionRecord,
  'kind' | 'state' | 'name' | 'email' | 'phone' | 'message' | 'service' | 'preferredTime'
> & {
  id: string
  hoursAgo: number
  /** Read this many hours after it came; unread when absent. */
  readAfterHours?: number
  /** A booking's preferred day, this many days after the seed. */
  inDays?: number
}

const none = { phone: '', message: '', service: '', preferredTime: '' }

export const demoFormSubmissions: readonly DemoSubmission[] = [
  {
    id: 'demo-form-kafe-contact-1',
    kind: 'contact',
    state: 'received',
    ...none,
    name: 'Elif Demir',
    email: 'elif.demir@example.com',
    phone: '0532 410 22 18',
    message:
      'Merhaba, cumartesi sabahı 12 kişilik bir doğum günü kahvaltısı için yer ayırabilir miyiz? Pastayı biz getirsek olur mu?',
    hoursAgo: 2,
  },
  {
    id: 'demo-form-kafe-contact-2',
    kind: 'contact',
    state: 'received',
    ...none,
    name: 'Murat Koç',
    email: 'murat.koc@example.com',
    message: 'Glutensiz seçenekleriniz var mı? Menüde göremedim.',
    hoursAgo: 30,
    readAfterHours: 3,
  },
  {
    id: 'demo-form-kafe-booking-1',
    kind: 'booking',
    state: 'requested',
    name: 'Zeynep Arslan',
    email: 'zeynep.arslan@example.com',
    phone: '0541 236 90 12',
    message: 'Dört kişiyiz; bahçe tarafında bir masa olursa seviniriz.',
    service: 'Serpme kahvaltı',
    preferredTime: '10:00',
    hoursAgo: 5,
    inDays: 3,
  },
  {
    id: 'demo-form-kafe-newsletter-1',
    kind: 'newsletter',
    state: 'subscribed',
    ...none,
    name: '',
    email: 'ahmet.okur@example.com',
    hoursAgo: 50,
    readAfterHours: 1,
  },
]

/** The demo customer's Demo Kafe submissions, each unless its id is there already. */
export async function seedDemoFormSubmissions(context: DemoSeedContext): Promise<void> {
  const { tx, now, created, keys, demoCustomer } = context
  const website = demoCustomer && (await demoLiveWebsite(tx, demoCustomer, keys))
  if (!demoCustomer || !website) return
  const records = tx.resource(formSubmissionResource)
  for (const demo of demoFormSubmissions) {
    const id = keys.id(demo.id)
    if (await records.findById(id)) continue
    const { id: _id, hoursAgo, readAfterHours, inDays, ...fields } = demo
    const at = before(now, 0, hoursAgo)
    const readAt =
      readAfterHours === undefined ? null : new Date(Date.parse(at) + readAfterHours * HOUR).toISOString()
    await records.create({
      ...fields,
      id,
      websiteId: website.id,
      ownerId: demoCustomer.id,
      preferredDate: inDays === undefined ? '' : istanbulDay(new Date(now.getTime() + inDays * DAY)),
      page: '',
      language: 'tr',
      confirmTokenHash: null,
      readAt,
      createdAt: at,
      updatedAt: readAt ?? at,
    })
    created.push(`form-submission:${id}`)
  }
}
