import { describe, expect, it } from 'vitest'
import { alreadyRegisteredMail, verificationMail } from '../../api/auth/mail-templates'
import { createConsoleMailer } from './console-mailer'

function capture() {
  const lines: string[] = []
  return { lines, mailer: createConsoleMailer((line) => lines.push(line)) }
}

describe('console mailer (no SMTP_URL)', () => {
  it('prints one line with the recipient and the code and link SiteKur put into the mail', async () => {
    const { lines, mailer } = capture()
    const link = 'http://localhost:8787/#/email-verification?token=abc&email=ayse%40example.com'
    await mailer.send(verificationMail({ to: 'ayse@example.com', name: 'Ayşe', code: '482913', link }))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('to=ayse@example.com')
    expect(lines[0]).toContain('code=482913')
    expect(lines[0]).toContain(`link=${link}`)
    expect(mailer.transport).toBe('outbox')
  })

  it('prints nothing a user typed: a URL or a number in the name is not a link or a code', async () => {
    const { lines, mailer } = capture()
    const name = 'https://kotu.example/giris 123456'
    await mailer.send(
      alreadyRegisteredMail({ to: 'ali@example.com', name, loginUrl: 'http://localhost:8787/#/login' }),
    )
    expect(lines[0]).toContain('link=http://localhost:8787/#/login')
    expect(lines[0]).not.toContain('kotu.example')
    expect(lines[0]).not.toContain('123456')
    await mailer.send({ to: 'x@example.com', subject: 'Bilgi', text: `Merhaba ${name}`, html: '' })
    expect(lines[1]).toBe('[mail:outbox] to=x@example.com subject="Bilgi"')
  })
})
