import { describe, expect, it } from 'vitest'
import { readBody } from '../../lib/write-body'
import { describeWrite, editedBody, plainText, textFields } from './refused-write-text'

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer
const jsonHeaders: Array<[string, string]> = [['Content-Type', 'application/json']]

describe('what a refused write shows', () => {
  it('names the write from its method, path and body; the path when unknown', () => {
    const request = readBody({ body: json({ type: 'change', title: 'Logo' }), headers: jsonHeaders })
    expect(describeWrite({ method: 'POST', url: '/api/me/customer-requests' }, request)).toBe(
      'Değişiklik talebi',
    )
    const support = readBody({ body: json({ type: 'support' }), headers: jsonHeaders })
    expect(describeWrite({ method: 'post', url: '/api/me/customer-requests' }, support)).toBe('Destek talebi')
    const none = { kind: 'none' } as const
    expect(describeWrite({ method: 'POST', url: '/api/me/customer-requests' }, none)).toBe('Talep')
    expect(describeWrite({ method: 'POST', url: '/api/me/support-tickets' }, none)).toBe('Destek talebi')
    expect(describeWrite({ method: 'POST', url: '/api/submit-website-simple.php' }, none)).toBe(
      'Website talebi',
    )
    expect(describeWrite({ method: 'PUT', url: '/api/me' }, none)).toBe('Profil')
    expect(describeWrite({ method: 'DELETE', url: '/api/me/approvals/a1' }, none)).toBe(
      'Onay talebini geri çekme',
    )
    expect(describeWrite({ method: 'PATCH', url: '/api/admin/packages/p1?x=1' }, none)).toBe(
      '/api/admin/packages/p1',
    )
  })

  it('lists the typed string fields, labelled, without ids, protocol fields, choices and secrets', () => {
    const body = readBody({
      body: json({
        action: 'create',
        title: 'Menü güncellemesi',
        description: 'Fiyatlar değişti.\nYeni liste ekte.',
        websiteId: 'w-1',
        currentPassword: 'gizli',
        slogan: 'Taze ve sıcak',
        priority: 'high',
        count: 3,
        nested: { title: 'not shown' },
      }),
      headers: jsonHeaders,
    })
    const fields = textFields(body)
    expect(fields.map((field) => [field.name, field.label, field.long])).toEqual([
      ['title', 'Başlık', false],
      ['description', 'Açıklama', true],
      ['slogan', 'slogan', false],
    ])
    expect(plainText(fields)).toBe(
      'Başlık: Menü güncellemesi\nAçıklama: Fiyatlar değişti.\nYeni liste ekte.\nslogan: Taze ve sıcak',
    )
    expect(editedBody(body, { title: 'Yeni başlık' })).toMatchObject({
      action: 'create',
      title: 'Yeni başlık',
      websiteId: 'w-1',
      priority: 'high',
      count: 3,
    })
  })

  it('lists a body that is not JSON (an upload) without fields, and a write without a body', () => {
    const upload = readBody({
      body: new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--b--')
        .buffer,
      headers: [['content-type', 'multipart/form-data; boundary=b']],
    })
    expect(upload).toEqual({ kind: 'other' })
    expect(textFields(upload)).toEqual([])
    expect(editedBody(upload, {})).toBeUndefined()
    expect(readBody({ body: null, headers: [] })).toEqual({ kind: 'none' })
    expect(readBody({ body: json(['a']), headers: jsonHeaders })).toEqual({ kind: 'other' })
    // No content type recorded: JSON when it parses as an object.
    expect(readBody({ body: json({ name: 'Ayşe' }), headers: [] })).toMatchObject({ kind: 'json' })
  })
})
