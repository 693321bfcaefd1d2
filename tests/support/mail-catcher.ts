// A real SMTP server on loopback that keeps what the app sends, for e2e tests that read their mail
// (verification codes and links). Parses just enough RFC 822 / MIME: headers with encoded words,
// multipart bodies, quoted-printable and base64 transfer encodings, attachments.
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface CaughtMail {
  to: string[]
  subject: string
  text: string
  html: string
  /** The Message-ID header, as sent (`<local@host>`). */
  messageId: string
  /** The parts sent as attachments (Content-Disposition: attachment), decoded to their bytes. */
  attachments: CaughtAttachment[]
  raw: string
}

export interface CaughtAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

export interface MailCatcher {
  url: string
  messages: CaughtMail[]
  /** The credentials clients signed in with (only with the `auth` option). */
  logins: { username: string; password: string }[]
  /** Waits for the next mail to `address` arriving after `since` messages (default: any count). */
  waitFor: (address: string, options?: { since?: number; timeoutMs?: number }) => Promise<CaughtMail>
  stop: () => Promise<void>
}

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const source = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3)
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 encoded words: =?utf-8?B?...?= and =?utf-8?Q?...?=. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

interface Part {
  type: string
  content: string
  /** Set on an attachment: its name and bytes. */
  attachment?: { filename: string; content: Uint8Array }
}

function attachmentOf(headers: Map<string, string>, body: string): Part['attachment'] {
  const disposition = headers.get('content-disposition') ?? ''
  if (!/^attachment\b/i.test(disposition)) return undefined
  const filename = decodeEncodedWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '')
  const base64 = (headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64'
  const content = base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8')
  return { filename, content: new Uint8Array(content) }
}

function parsePart(raw: string): Part[] {
  const split = raw.search(/\r?\n\r?\n/)
  const headerBlock = split < 0 ? raw : raw.slice(0, split)
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers = unfoldHeaders(headerBlock)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => parsePart(chunk.replace(/^\r?\n/, '')))
  }
  const attachment = attachmentOf(headers, body)
  const content = attachment ? '' : decodeBody(body, headers.get('content-transfer-encoding'))
  return [{ type: type.toLowerCase(), content, ...(attachment ? { attachment } : {}) }]
}

export function parseMail(raw: string, to: string[]): CaughtMail {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = unfoldHeaders(split < 0 ? raw : raw.slice(0, split))
  const parts = parsePart(raw)
  const of = (kind: string) =>
    parts
      .filter((part) => !part.attachment && part.type.startsWith(kind))
      .map((part) => part.content)
      .join('\n')
  return {
    to,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: of('text/plain'),
    html: of('text/html'),
    messageId: headers.get('message-id') ?? '',
    attachments: parts.flatMap(({ type, attachment }) =>
      attachment ? [{ ...attachment, contentType: type.split(';')[0]!.trim() }] : [],
    ),
    raw,
  }
}

/** The six-digit verification code in a mail. */
export function codeIn(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? /\b(\d{6})\b/.exec(mail.subject)?.[1]
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`)
  return code
}

/** The first link in a mail's text part whose URL contains `fragment`. */
export function linkIn(mail: CaughtMail, fragment: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(fragment))
  if (!link) throw new Error(`no link containing ${fragment} in mail "${mail.subject}"`)
  return link
}

export interface MailCatcherOptions {
  /**
   * Called with each mail once its data has arrived (the mail is in `messages` already); true withholds
   * the server's answer, so the sender waits mid-hand-over (a crash test kills it there).
   */
  hold?: (mail: CaughtMail, count: number) => boolean
  /** Offers AUTH PLAIN/LOGIN over the plain connection, accepts any credentials and keeps them. */
  auth?: boolean
  /**
   * Called with each recipient address the sender names (RCPT TO); true never answers it, so the sender
   * waits before any of the mail is sent (nothing of it arrives; a crash test kills it there).
   */
  stallRecipient?: (address: string) => boolean
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = []
  const logins: MailCatcher['logins'] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: options.auth === true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' })
      callback(null, { user: auth.username })
    },
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.stallRecipient?.(address.address.toLowerCase())) callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), to)
        messages.push(mail)
        waiters.forEach((wake) => wake())
        if (!options.hold?.(mail, messages.length)) callback()
      })
    },
  })
  // A client that vanishes mid-session (a server process killed with -9) resets its connection: the
  // catcher goes on; any other error of a connection is the test's to see.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('mail catcher:', error)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  const waitFor: MailCatcher['waitFor'] = (address, options = {}) => {
    const wanted = address.toLowerCase()
    const since = options.since ?? 0
    const find = () => messages.slice(since).find((mail) => mail.to.includes(wanted))
    return new Promise((resolve, reject) => {
      const found = find()
      if (found) return resolve(found)
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no mail to ${address} within ${options.timeoutMs ?? 15_000} ms`))
      }, options.timeoutMs ?? 15_000)
      function check() {
        const mail = find()
        if (!mail) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve(mail)
      }
      waiters.add(check)
    })
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    logins,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
