import { describe, expect, it } from 'vitest'
import { REDACTED } from './audit.shared'
import { changedFields, redact } from './audit-diff'

describe('what the audit keeps of a change', () => {
  it('keeps only the fields that changed, before and after', () => {
    const before = { id: 'u1', name: 'Ayşe', plan: 'free', status: 'active' }
    const after = { id: 'u1', name: 'Ayşe', plan: 'premium', status: 'suspended' }
    expect(changedFields(before, after)).toEqual({
      before: { plan: 'free', status: 'active' },
      after: { plan: 'premium', status: 'suspended' },
    })
  })

  it('does not count updatedAt as a change', () => {
    const before = { name: 'Ayşe', updatedAt: '2025-01-01T00:00:00.000Z' }
    const after = { name: 'Ayşe', updatedAt: '2025-02-01T00:00:00.000Z' }
    expect(changedFields(before, after)).toBeNull()
  })

  it('records a field that appears or disappears as null on the other side', () => {
    expect(changedFields({ phone: '555' }, {})).toEqual({ before: { phone: '555' }, after: { phone: null } })
    expect(changedFields({ phone: null }, { phone: undefined })).toBeNull()
  })

  it('never keeps a secret: hashes, encrypted passwords, tokens and TOTP secrets are masked', () => {
    const change = changedFields(
      { passwordHash: 'argon2$old', hostingPasswordEncrypted: null, name: 'A' },
      { passwordHash: 'argon2$new', hostingPasswordEncrypted: 'enc:xyz', name: 'B' },
    )
    expect(change).toEqual({
      before: { passwordHash: REDACTED, hostingPasswordEncrypted: null, name: 'A' },
      after: { passwordHash: REDACTED, hostingPasswordEncrypted: REDACTED, name: 'B' },
    })
    expect(JSON.stringify(change)).not.toMatch(/argon2|enc:xyz/)
    expect(
      redact({ totpSecret: 's3cret', recoveryCodes: ['a', 'b'], tokenHash: 'h', email: 'a@b.co' }),
    ).toEqual({
      totpSecret: REDACTED,
      recoveryCodes: REDACTED,
      tokenHash: REDACTED,
      email: 'a@b.co',
    })
  })

  it('keeps only the changed fields of a nested object, however deep', () => {
    const before = { editModel: { hero: { title: 'Eski', subtitle: 'Aynı' }, colors: { primary: '#111' } } }
    const after = { editModel: { hero: { title: 'Yeni', subtitle: 'Aynı' }, colors: { primary: '#111' } } }
    expect(changedFields(before, after)).toEqual({
      before: { editModel: { hero: { title: 'Eski' } } },
      after: { editModel: { hero: { title: 'Yeni' } } },
    })
  })

  it('masks secrets inside nested objects and arrays', () => {
    const change = changedFields(
      { builderForm: { hosting: { panelPassword: 'eski-şifre', host: 'a' } } },
      { builderForm: { hosting: { panelPassword: 'yeni-şifre', host: 'b' } } },
    )
    expect(change?.after).toEqual({ builderForm: { hosting: { panelPassword: REDACTED, host: 'b' } } })
    expect(redact({ items: [{ apiToken: 't', label: 'x' }] })).toEqual({
      items: [{ apiToken: REDACTED, label: 'x' }],
    })
  })

  it('treats an array as one value, and ignores key order inside objects', () => {
    expect(changedFields({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toEqual({
      before: { tags: ['a', 'b'] },
      after: { tags: ['b', 'a'] },
    })
    expect(
      changedFields({ seo: { title: 't', keywords: 'k' } }, { seo: { keywords: 'k', title: 't' } }),
    ).toBeNull()
  })
})
