import { describe, expect, it } from 'vitest'
import { OWN_TEMPLATES } from './email-template-kinds.shared'
import {
  placeholdersIn,
  renderTemplate,
  templateLinks,
  unknownPlaceholders,
} from './email-template-render.shared'

describe('renderTemplate', () => {
  it('fills placeholders, escaping values in the HTML part only', () => {
    const mail = renderTemplate(
      { subject: 'Merhaba {name}', content: 'Sayın {name},\n\nPlanınız: {subscription}' },
      { name: '<b>Ayşe & Co</b>', subscription: 'Pro Plan' },
    )
    expect(mail.subject).toBe('Merhaba <b>Ayşe & Co</b>')
    expect(mail.text).toBe('Sayın <b>Ayşe & Co</b>,\n\nPlanınız: Pro Plan')
    expect(mail.html).toContain('Sayın &#60;b&#62;Ayşe &#38; Co&#60;/b&#62;,')
    expect(mail.html).not.toContain('<b>Ayşe')
    expect(mail.html).toContain('<p style="margin:0 0 16px">Planınız: Pro Plan</p>')
  })

  it("escapes the template's own text too and leaves a missing value empty", () => {
    const mail = renderTemplate({ subject: 'S', content: '<script>x</script> {date}' }, {})
    expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62; </p>')
  })

  it("keeps SiteKur's own mail text as it was", () => {
    const mail = renderTemplate(
      { ...OWN_TEMPLATES.invitation, key: 'invitation' },
      { name: 'Ali', link: 'https://x/#/set-password?t=1', days: 7 },
    )
    expect(mail.subject).toBe('SiteKur hesabınız hazır: şifrenizi belirleyin')
    expect(mail.text).toBe(
      [
        'Merhaba Ali,',
        'SiteKur ekibi sizin için bir hesap oluşturdu.',
        'Şifrenizi belirlemek için aşağıdaki bağlantıyı kullanın (7 gün geçerlidir, tek kullanımlıktır):',
        'https://x/#/set-password?t=1',
        '',
        'Bu hesabı siz istemediyseniz bu e-postayı yok sayabilirsiniz.',
      ].join('\n'),
    )
    expect(mail.html).toContain('<h1 style="font-size:20px">Şifrenizi belirleyin</h1>')
    expect(mail.html).toContain('href="https://x/#/set-password?t=1"')
  })
})

describe('template links', () => {
  const content = '{name} https://a.example/x.\nhttps://a.example/x ve https://b.example/?ref={email}'

  it('are the addresses written in the content itself, never one a value completes', () => {
    expect(templateLinks(content)).toEqual(['https://a.example/x'])
  })

  it('become links only where asked, and an address inside a value stays text', () => {
    const values = { name: 'https://kotu.example/giris', email: 'a@b.c' }
    const linked = renderTemplate({ subject: 'S', content }, values, {
      templateLink: (url) => `https://t.example/?u=${url}`,
    }).html
    expect(linked).toContain(
      'https://kotu.example/giris <a href="https://t.example/?u=https://a.example/x">https://a.example/x</a>.',
    )
    expect(linked.match(/<a /g)).toHaveLength(2)
    expect(linked).toContain('ve https://b.example/?ref=a@b.c</p>')
    expect(renderTemplate({ subject: 'S', content }, values).html).not.toContain('<a ')
  })
})

describe('placeholders', () => {
  it('finds names in braces only', () => {
    expect(placeholdersIn('{name} { x } {a-b} {email}{name}')).toEqual(['name', 'email'])
  })

  it('refuses what the kind does not allow', () => {
    expect(unknownPlaceholders({ subject: '{name}', content: '{code} {phone}' })).toEqual(['code', 'phone'])
    expect(unknownPlaceholders({ key: 'verification-code', subject: '{code}', content: '{link}' })).toEqual(
      [],
    )
  })
})
