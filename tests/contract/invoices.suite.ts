import { expect, it } from 'vitest'
import { invoiceSeriesResource } from '../../api/invoices/invoice-resource'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import { INFORMATIONAL_NOTICE } from '../../api/invoices/invoice-labels.shared'
import { readPdf } from '../support/pdf-text'
import type { Harness } from './harness'
import {
  PATH,
  createPackage,
  getBytes,
  issue,
  issued,
  numberPattern,
  sequenceOf,
  seriesOf,
} from './invoice-helpers'
import { invoiceResource } from '../../api/invoices/invoice-resource'

const DAY = 86_400_000

// docs/rules/invoices-and-plans.md#invoices on every store: issuing (messages, defaults, KDV, numbers
// under concurrency), frozen paid invoices, payments, the delete rule, owner-only PDFs.
export function invoicesSuite(h: Harness) {
  it('refuses an invoice without a customer e-mail or for an unknown address, and stores nothing', async () => {
    const admin = await h.adminToken()
    const before = await h.ports.repos.resource(invoiceResource).count({})
    for (const [body, message] of [
      [{}, 'Müşteri email adresi zorunludur.'],
      [{ customerEmail: '   ' }, 'Müşteri email adresi zorunludur.'],
      [{ customerEmail: h.email('kimse') }, 'Bu email adresine sahip kullanıcı bulunamadı.'],
      [{ customerEmail: 'adres-degil' }, 'Bu email adresine sahip kullanıcı bulunamadı.'],
    ] as const) {
      const { res } = await issue(h, admin.token, body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message })
    }
    expect(await h.ports.repos.resource(invoiceResource).count({})).toBe(before)
  })

  it("issues with the defaults: the customer's package at its monthly price net plus KDV 20 %, due in 30 days, the buyer as they are now", async () => {
    const admin = await h.adminToken()
    const plan = await createPackage(h, { price: 299 })
    const customer = await h.createUser({
      name: 'Çağrı Işık Öztürk',
      phone: '+90 532 000 00 00',
      packageId: plan.id,
      subscription: plan.name,
    })
    // No amount: the package's.
    const invoice = await issued(h, admin.token, {
      customerEmail: customer.email.toUpperCase(),
      amount: undefined,
    })
    expect(invoice.number).toMatch(numberPattern(h))
    expect(invoice).toMatchObject({
      userId: customer.id,
      customerName: 'Çağrı Işık Öztürk',
      customerEmail: customer.email,
      customerPhone: '+90 532 000 00 00',
      amount: 299,
      currency: 'TRY',
      status: 'pending',
      packageId: plan.id,
      taxRate: 20,
      lines: [{ description: `${plan.name} aylık abonelik`, quantity: 1, unitPriceKurus: 29_900 }],
      subtotalKurus: 29_900,
      taxKurus: 5_980,
      totalKurus: 35_880,
      payments: [],
      paidDate: null,
    })
    expect(Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)).toBe(30 * DAY)
    // A later change of the customer does not change the invoice.
    await h.ports.repos.users.update(customer.id, { name: 'Başka Ad' })
    const stored = await h.call('GET', `${PATH}/${invoice.id}`, { token: admin.token })
    expect(stored.body).toMatchObject({ data: { item: { customerName: 'Çağrı Işık Öztürk' } } })

    // The PDF is made after the answer, right before the mail's first attempt.
    await h.services.mail.settle()
    const mail = h.mailsTo(customer.email).at(-1)
    expect(mail?.subject).toBe(`Faturanız düzenlendi: ${invoice.number}`)
    const pdf = mail?.attachments?.[0]
    expect(pdf).toMatchObject({ filename: `fatura-${invoice.number}.pdf`, contentType: 'application/pdf' })
    expect(new TextDecoder().decode(pdf!.content.slice(0, 5))).toBe('%PDF-')
    const feed = await h.call('GET', '/api/me/notifications', {
      token: (await h.login(customer.email)).token,
    })
    expect(JSON.stringify(feed.body)).toContain(`Yeni fatura: ${invoice.number}`)
    // The queue names the PDF for a retry; the mail went out, so its stored copy is gone.
    const outbox = await h.ports.repos.mailQueue.list({ filter: { to: customer.email } })
    const named = outbox[0]?.attachments ?? []
    expect(named).toMatchObject([{ filename: pdf!.filename, contentType: 'application/pdf' }])
    expect(await h.ports.files?.get(named[0]!.key)).toBeNull()
  })

  it('refuses an invoice with no amount for a customer without a package: no price is made up', async () => {
    const admin = await h.adminToken()
    const customer = await h.createUser()
    const before = await h.ports.repos.resource(invoiceResource).count({})
    const { res } = await issue(h, admin.token, { customerEmail: customer.email, amount: undefined })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      success: false,
      message: 'Müşterinin bir paketi yok: bir tutar girin ya da bir paket seçin.',
    })
    expect(await h.ports.repos.resource(invoiceResource).count({})).toBe(before)
    const given = await issued(h, admin.token, { customerEmail: customer.email, amount: 150 })
    expect(given).toMatchObject({ amount: 150, packageId: null })
    expect(given.lines[0]?.description).toBe('SiteKur hizmet bedeli')
  })

  it("takes the plan's price when no amount is given, and an explicit amount and due date over it", async () => {
    const admin = await h.adminToken()
    const customer = await h.createUser()
    const pro = await createPackage(h, { price: 599 })
    const byName = await issued(h, admin.token, {
      customerEmail: customer.email,
      plan: pro.name.toUpperCase(),
    })
    expect(byName).toMatchObject({
      amount: 599,
      packageId: pro.id,
      subscription: pro.name,
      lines: [{ description: `${pro.name} aylık abonelik`, unitPriceKurus: 59_900 }],
      totalKurus: 71_880,
    })
    const explicit = await issued(h, admin.token, {
      customerEmail: customer.email,
      packageId: pro.id,
      amount: 1_250,
      dueDate: '2099-05-20',
      description: 'Kurulum ve eğitim',
    })
    expect(explicit).toMatchObject({
      amount: 1_250,
      subtotalKurus: 125_000,
      taxKurus: 25_000,
      totalKurus: 150_000,
    })
    expect(explicit.dueDate).toBe('2099-05-20T09:00:00.000Z')
    expect(explicit.lines[0]?.description).toBe('Kurulum ve eğitim')
    const unknown = await issue(h, admin.token, { customerEmail: customer.email, plan: 'Yok Böyle Plan' })
    expect(unknown.res.body).toEqual({ success: false, message: 'Seçilen paket bulunamadı.' })
    const past = await issue(h, admin.token, { customerEmail: customer.email, dueDate: '2001-01-01' })
    expect(past.res.body).toEqual({
      success: false,
      message: 'Son ödeme tarihi fatura tarihinden önce olamaz.',
    })
  })

  it('gives 30 concurrent creations 30 distinct consecutive numbers of the host’s series', async () => {
    const admin = await h.adminToken()
    const customer = await h.createUser()
    const series = await h.ports.repos.resource(invoiceSeriesResource).findById(seriesOf(h))
    const results = await Promise.all(
      Array.from({ length: 30 }, () => issue(h, admin.token, { customerEmail: customer.email })),
    )
    expect(results.map((r) => r.res.status)).toEqual(Array(30).fill(201))
    const sequence = results.map((r) => sequenceOf(h, r.invoice!.number)).sort((a, b) => a - b)
    const first = (series?.lastNumber ?? 0) + 1
    expect(sequence).toEqual(Array.from({ length: 30 }, (_, i) => first + i))
  })

  it('freezes a paid invoice’s amounts; marking it paid sets the paid date', async () => {
    const admin = await h.adminToken()
    const customer = await h.createUser()
    const invoice = await issued(h, admin.token, { customerEmail: customer.email })
    const patch = (body: unknown) => h.call('PATCH', `${PATH}/${invoice.id}`, { token: admin.token, body })
    const changed = await patch({ amount: 500, description: 'Yeni açıklama' })
    expect(changed.body).toMatchObject({ data: { invoice: { amount: 500, totalKurus: 60_000 } } })
    const paid = await patch({ status: 'paid' })
    expect((paid.body as { data: { invoice: InvoiceRecord } }).data.invoice.paidDate).not.toBeNull()
    for (const body of [{ amount: 100 }, { plan: (await createPackage(h, { price: 9 })).id }]) {
      const refused = await patch(body)
      expect(refused.status).toBe(409)
      expect(refused.body).toEqual({
        success: false,
        message: 'Ödenmiş bir faturanın tutarı ve kalemleri değiştirilemez.',
      })
    }
    const notes = await patch({ description: 'Not eklendi', dueDate: '2099-01-31' })
    expect(notes.body).toMatchObject({ data: { invoice: { description: 'Not eklendi', amount: 500 } } })
    expect((await patch({ status: 'pending' })).body).toMatchObject({ data: { invoice: { paidDate: null } } })
    expect((await h.call('PATCH', `${PATH}/yok`, { token: admin.token, body: {} })).status).toBe(404)
  })

  it('records payments; once they cover the total the invoice is paid, and the customer sees them', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const invoice = await issued(h, admin.token, { customerEmail: customer.user.email })
    const pay = (body: unknown) =>
      h.call('POST', `${PATH}/${invoice.id}/payments`, { token: admin.token, body })
    const first = await pay({
      method: 'bank_transfer',
      reference: 'EFT-1',
      amount: 100,
      paidAt: '2026-03-02',
    })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      data: { invoice: { status: 'pending', payments: [{ amountKurus: 10_000 }] } },
    })
    expect((await pay({ method: 'cash', amount: 258.81 })).body).toEqual({
      success: false,
      message: 'Ödeme tutarı kalan tutarı aşamaz.',
    })
    expect((await pay({ method: 'cash', amount: 1.005 })).status).toBe(400)
    const rest = await pay({ method: 'credit_card', reference: 'POS 42' })
    const settled = (rest.body as { data: { invoice: InvoiceRecord } }).data.invoice
    expect(settled).toMatchObject({ status: 'paid', paidDate: settled.payments[1]!.paidAt })
    expect(settled.payments[1]).toMatchObject({
      amountKurus: 25_880,
      method: 'credit_card',
      recordedBy: 'Yönetici',
    })
    expect((await pay({ method: 'cash' })).body).toEqual({
      success: false,
      message: 'Bu faturanın ödemesi zaten tamamlanmış.',
    })
    const mine = await h.call('GET', '/api/me/invoices', { token: customer.token })
    expect(mine.body).toMatchObject({
      data: { items: [{ id: invoice.id, status: 'paid', payments: [{}, {}] }] },
    })
    const stats = await h.call('GET', `${PATH}/stats`, { token: admin.token })
    expect(stats.body).toMatchObject({ success: true, data: { byStatus: { paid: expect.any(Number) } } })
  })

  it('deletes only the newest invoice of its series, which gives its number back', async () => {
    const admin = await h.adminToken()
    const customer = await h.createUser()
    const older = await issued(h, admin.token, { customerEmail: customer.email })
    const newest = await issued(h, admin.token, { customerEmail: customer.email })
    const refused = await h.call('DELETE', `${PATH}/${older.id}`, { token: admin.token })
    expect(refused.status).toBe(409)
    expect((refused.body as { message: string }).message).toContain('“İptal”')
    expect(await h.ports.repos.resource(invoiceResource).findById(older.id)).not.toBeNull()
    expect((await h.call('DELETE', `${PATH}/${newest.id}`, { token: admin.token })).status).toBe(200)
    const again = await issued(h, admin.token, { customerEmail: customer.email })
    expect(again.number).toBe(newest.number)
  })

  it('lets only the owner (and admins) read an invoice and its PDF, with the font embedded', async () => {
    const admin = await h.adminToken()
    const owner = await h.customerToken()
    const other = await h.customerToken()
    await h.ports.repos.users.update(owner.user.id, { name: 'Şükrü Çığ İnşaat Ğ' })
    const invoice = await issued(h, admin.token, {
      customerEmail: owner.user.email,
      description: 'Özel geliştirme',
    })
    const own = await getBytes(h, `/api/me/invoices/${invoice.id}/pdf`, owner.token)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode(own.bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await readPdf(own.bytes)
    expect(pdf.pages).toBe(1)
    // The subset of DejaVu Sans is embedded; no standard font (they cannot encode ğ ş ı İ).
    expect(pdf.fonts).toEqual([expect.stringMatching(/^DejaVuSans-\d+$/)])
    expect(pdf.embeddedFontFiles).toBe(1)
    for (const text of [invoice.number, 'Şükrü Çığ İnşaat Ğ', 'Özel geliştirme', 'KDV (%20)', '₺358,80'])
      expect(pdf.text).toContain(text)
    expect(pdf.text).toContain(INFORMATIONAL_NOTICE)

    const foreign = await getBytes(h, `/api/me/invoices/${invoice.id}/pdf`, other.token)
    expect(foreign.status).toBe(404)
    const list = await h.call('GET', '/api/me/invoices', { token: other.token })
    expect(JSON.stringify(list.body)).not.toContain(invoice.id)
    expect((await getBytes(h, `${PATH}/${invoice.id}/pdf`, other.token)).status).toBe(403)
    expect((await getBytes(h, `${PATH}/${invoice.id}/pdf`, admin.token)).status).toBe(200)
  })
}
