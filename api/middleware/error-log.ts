// What an unexpected error may put into the log: its kind, a message without the values it was
// built from, the driver's error code and constraint, and the code locations of its stack. A
// database driver's message carries the query's parameters (a failed registration once logged the
// new user's password hash, e-mail address and name), and PostgreSQL quotes the offending value in
// its own messages; neither may reach the log.

const MAX_MESSAGE = 200
const MAX_FRAMES = 8

/** First line only, cut before any parameter list, every quoted literal replaced. */
export function safeErrorMessage(message: string): string {
  const firstLine = message.split('\n')[0] ?? ''
  const withoutParams = firstLine.replace(/\bparams:.*$/is, '').trim()
  const withoutLiterals = withoutParams
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '(…)=(…)')
  return withoutLiterals.length > MAX_MESSAGE ? `${withoutLiterals.slice(0, MAX_MESSAGE)}…` : withoutLiterals
}

/** The "at …" lines of a stack: where it happened, never what it was about. */
function frames(stack: unknown): string[] {
  if (typeof stack !== 'string') return []
  return stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, MAX_FRAMES)
}

function stringField(source: object, name: string): string | undefined {
  const value = (source as Record<string, unknown>)[name]
  return typeof value === 'string' && /^[\w.-]{1,80}$/.test(value) ? value : undefined
}

export interface ErrorSummary {
  name: string
  message: string
  /** The driver's error code (SQLSTATE); not `code`, which the server's logger masks as a secret. */
  errorCode?: string
  constraint?: string
  cause?: { name: string; message: string; errorCode?: string; constraint?: string }
  at: string[]
}

function describeOne(error: unknown): Omit<ErrorSummary, 'cause' | 'at'> {
  if (!(error instanceof Error)) return { name: typeof error, message: '' }
  const summary: Omit<ErrorSummary, 'cause' | 'at'> = {
    name: error.name,
    // A driver error that only repeats the query is named by its kind and the cause below.
    message: error.message.startsWith('Failed query:') ? 'Failed query' : safeErrorMessage(error.message),
  }
  const code = stringField(error, 'code')
  const constraint = stringField(error, 'constraint')
  if (code) summary.errorCode = code
  if (constraint) summary.constraint = constraint
  return summary
}

/** A loggable description of any thrown value, free of the data it carried. */
export function describeError(error: unknown): ErrorSummary {
  const summary: ErrorSummary = { ...describeOne(error), at: [] }
  if (error instanceof Error) {
    summary.at = frames(error.stack)
    if (error.cause !== undefined) summary.cause = describeOne(error.cause)
  }
  return summary
}

const ABORT_CODES = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE', 'ABORT_ERR'])

/**
 * The client went away before its request was read (a closed tab, a lost connection): the body
 * stream fails under the handler. Not a server error, so not logged as one.
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return error.name === 'AbortError' || (typeof code === 'string' && ABORT_CODES.has(code))
}
