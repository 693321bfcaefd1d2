import type { Logger } from '../../api/ports/infrastructure'

// One line per event. Fields whose name suggests a secret are masked, so a careless call cannot
// put a password, token or code into the log.
const SECRET_FIELD = /pass|secret|token|^code$|hash|authorization|cookie|api_?key|encryption/i

export function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (SECRET_FIELD.test(name)) out[name] = '[redacted]'
    else if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Error)) {
      out[name] = redact(value as Record<string, unknown>)
    } else if (value instanceof Error) out[name] = value.message
    else out[name] = value
  }
  return out
}

export function createConsoleLogger(write: (line: string) => void = (line) => console.log(line)): Logger {
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(redact(fields))}` : ''
    write(`[${level}] ${message}${extra}`)
  }
  return { info: log('info'), warn: log('warn'), error: log('error') }
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }
