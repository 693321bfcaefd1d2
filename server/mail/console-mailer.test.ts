import { describe, expect, it } from 'vitest'
import { createConsoleMailer } from './console-mailer'

describe('console mailer (no SMTP_URL)', () => {
  it('prints one line with the recipient, the code and the link', async () => {
    const lines: string[] = []
    const mailer = createConsoleMailer((line) => lines.push(line))
    await mailer.send({
      to: 'ayse@example.com',
      subject: 'SiteKur doğrulama kodunuz',
      text: 'Kodunuz: 482913\nBağlantı: http://localhost:8787/verify-email?token=abc&email=ayse%40example.com\n',
      html: '<p>482913</p>',
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('to=ayse@example.com')
    expect(lines[0]).toContain('code=482913')
    expect(lines[0]).toContain('link=http://localhost:8787/verify-email?token=abc&email=ayse%40example.com')
    expect(mailer.transport).toBe('outbox')
  })
})
