import { describe, expect, it } from 'vitest'
import { escapeAttr, escapeText, safeColor, safeEmail, safeUrl, whatsappNumber } from './escape'

describe('escaping', () => {
  it('turns markup in text into characters', () => {
    expect(escapeText('<script>alert(1)</script> & co')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; co',
    )
  })

  it('escapes both quotes in attributes, so no value can close its attribute', () => {
    expect(escapeAttr(`x" onmouseover="alert(1)`)).toBe('x&quot; onmouseover=&quot;alert(1)')
    expect(escapeAttr(`x' onfocus='alert(1)`)).toBe('x&#39; onfocus=&#39;alert(1)')
  })
})

describe('safeUrl', () => {
  it('allows https, mailto and tel links only', () => {
    expect(safeUrl(' https://instagram.com/firma ', 'link')).toBe('https://instagram.com/firma')
    expect(safeUrl('mailto:info@firma.com', 'link')).toBe('mailto:info@firma.com')
    expect(safeUrl('tel:+905321234567', 'link')).toBe('tel:+905321234567')
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://firma.com',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/relative',
      'https://',
      '',
    ]) {
      expect(safeUrl(bad, 'link'), bad).toBeNull()
    }
  })

  it('allows https images, raster data: images and media/<id> paths', () => {
    expect(safeUrl('https://cdn.example.com/a.webp', 'image')).toBe('https://cdn.example.com/a.webp')
    expect(safeUrl('media/abc-123_X', 'image')).toBe('media/abc-123_X')
    for (const type of ['png', 'jpeg', 'webp', 'gif', 'x-icon', 'vnd.microsoft.icon']) {
      expect(safeUrl(`data:image/${type};base64,AAAA`, 'image')).toBe(`data:image/${type};base64,AAAA`)
    }
    for (const bad of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,AA"onerror="x',
      'javascript:alert(1)',
      'http://cdn.example.com/a.png',
      'media/../secret',
      '/media/abc',
      'mailto:a@b.co',
    ]) {
      expect(safeUrl(bad, 'image'), bad).toBeNull()
    }
  })
})

describe('safeColor', () => {
  it('accepts #rgb and #rrggbb only, as lower-case #rrggbb', () => {
    expect(safeColor('#1D4ED8')).toBe('#1d4ed8')
    expect(safeColor(' #f0a ')).toBe('#ff00aa')
    for (const bad of [
      'red',
      'red;background:url(x)',
      '#12345',
      '#1234567',
      '#ggg',
      'rgb(0,0,0)',
      '#fff;}',
      '',
    ]) {
      expect(safeColor(bad), bad).toBeNull()
    }
  })
})

describe('contact values', () => {
  it('accepts plain e-mail addresses only', () => {
    expect(safeEmail(' info@firma.com.tr ')).toBe('info@firma.com.tr')
    expect(safeEmail('a"b@x.com')).toBeNull()
    expect(safeEmail('a@b.com?subject=x')).toBeNull()
    expect(safeEmail('not-an-address')).toBeNull()
  })

  it('turns Turkish phone numbers into wa.me digits', () => {
    expect(whatsappNumber('0532 123 45 67')).toBe('905321234567')
    expect(whatsappNumber('532 123 45 67')).toBe('905321234567')
    expect(whatsappNumber('+90 (532) 123-45-67')).toBe('905321234567')
    expect(whatsappNumber('0049 30 1234567')).toBe('49301234567')
    expect(whatsappNumber('12')).toBeNull()
  })
})
