import { describe, expect, it } from 'vitest'
import {
  checkPackageForm,
  emptyPackageForm,
  packageInputOf,
  parsePrice,
  withoutFeature,
} from './package-form'

describe('the package form', () => {
  it("starts from the spec's defaults with one empty feature row", () => {
    const input = packageInputOf(emptyPackageForm())
    expect(input).toMatchObject({
      currency: 'TRY',
      limitations: {
        websites: 1,
        storage: 1,
        bandwidth: 10,
        emailAccounts: 1,
        support: 'email',
        sslCertificate: true,
        customDomain: false,
        analytics: false,
        backups: false,
      },
      isActive: true,
      isPopular: false,
      color: 'blue',
      icon: 'crown',
    })
    expect(emptyPackageForm().features).toEqual([''])
  })

  it('reads an unparsable price as 0 and refuses it with the server message', () => {
    expect(parsePrice('1.299')).toBe(1299)
    expect(parsePrice(' 99 ')).toBe(99)
    expect(parsePrice('abc')).toBe(0)
    expect(parsePrice('12,5')).toBe(0)
    const values = { ...emptyPackageForm(), name: 'Paket', price: 'yüz', features: ['SSL'] }
    expect(checkPackageForm(values)).toBe('Paket adı ve fiyat alanları zorunludur.')
    expect(checkPackageForm({ ...values, price: '100', features: [' '] })).toBe(
      'En az bir paket özelliği girin.',
    )
    expect(checkPackageForm({ ...values, price: '100' })).toBeNull()
  })

  it('falls back to 1 (10 for bandwidth) for a limit it cannot read', () => {
    const values = emptyPackageForm()
    const limits = { websites: 'x', storage: '', bandwidth: '-3', emailAccounts: '2.5' }
    expect(packageInputOf({ ...values, limits }).limitations).toMatchObject({
      websites: 1,
      storage: 1,
      bandwidth: 10,
      emailAccounts: 1,
    })
    expect(packageInputOf({ ...values, limits: { ...limits, websites: '7' } }).limitations?.websites).toBe(7)
  })

  it('leaves an empty code and yearly price to the server, and sends what was typed', () => {
    const input = packageInputOf({ ...emptyPackageForm(), name: 'Paket', price: '100' })
    expect(input).not.toHaveProperty('code')
    expect(input).not.toHaveProperty('yearlyPrice')
    const typed = packageInputOf({ ...emptyPackageForm(), code: ' kobi ', yearlyPrice: '1.000' })
    expect(typed).toMatchObject({ code: 'kobi', yearlyPrice: 1000 })
  })

  it('keeps at least one feature row', () => {
    expect(withoutFeature(['a', 'b'], 0)).toEqual(['b'])
    expect(withoutFeature(['a'], 0)).toEqual([''])
  })
})
