import { describe, expect, it } from 'vitest'
import { drawerRecord } from './drawer-record'

const row = { id: 'a', status: 'active' }
const fresh = { id: 'a', status: 'suspended' }

describe('the record a details drawer shows', () => {
  it('is the one read by id, even when the filtered page no longer holds it', () => {
    expect(drawerRecord({ data: fresh, error: null }, row)).toBe(fresh)
    expect(drawerRecord({ data: fresh, error: null }, undefined)).toBe(fresh)
  })

  it('is the page’s row while the read is on its way, and none once both are gone', () => {
    expect(drawerRecord({ data: undefined, error: null }, row)).toBe(row)
    expect(drawerRecord({ data: undefined, error: null }, undefined)).toBeNull()
    expect(drawerRecord({ data: fresh, error: 'Kullanıcı bulunamadı.' }, undefined)).toBeNull()
    expect(drawerRecord({ data: fresh, error: 'Bağlantı yok' }, row)).toBe(row)
  })
})
