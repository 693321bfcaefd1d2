// The real server wired to a loopback SMTP server, for the sign-in e2e tests: every mail the app sends
// (codes, links) lands in `mail`. PUBLIC_URL is the server's own origin so the mailed links work.
import { resolve } from 'node:path'
import { freePort } from './free-port'
import { startMailCatcher } from './mail-catcher'
import type { MailCatcher } from './mail-catcher'
import { startOwnServer } from './own-server'

export const ADMIN_EMAIL = 'yonetici@sitekur.test'
export const ADMIN_PASSWORD = 'Yonetici-Parola-2024!'

export interface SignInServer {
  url: string
  mail: MailCatcher
  stop: () => Promise<void>
}

export async function startSignInServer(env: Record<string, string> = {}): Promise<SignInServer> {
  const mail = await startMailCatcher()
  const port = await freePort()
  const server = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: mail.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...env,
    },
  })
  return {
    url: server.url,
    mail,
    stop: async () => {
      await server.stop()
      await mail.stop()
    },
  }
}

let counter = 0
/** A fresh address per call, so tests never share an account or a mail rate limit. */
export function uniqueEmail(prefix = 'musteri'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`
}

/** A verified customer created through the API (register, then the code from the mail). */
export async function createCustomer(server: SignInServer, name = 'Ayşe Yılmaz') {
  const email = uniqueEmail()
  const password = 'Guclu-Parola-2024!'
  const since = server.mail.messages.length
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const registered = await post('/api/auth/register', { name, email, password })
  if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`)
  const mail = await server.mail.waitFor(email, { since })
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  const verified = await post('/api/auth/verify-email', { email, code })
  if (!verified.ok) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`)
  return { name, email, password }
}
