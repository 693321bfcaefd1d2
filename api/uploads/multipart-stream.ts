// A streaming multipart/form-data reader on web streams (Node and the service worker alike): each
// part's content is handed on chunk by chunk and never held whole, so a 10 MB upload costs the size
// of a few network chunks in memory, not 10 MB (docs/decisions/0009-streaming-uploads.md says why
// no library does this for us). The caller consumes a part's `content` before asking for the next.

export class MultipartError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MultipartError'
  }
}

export interface FormPart {
  /** The form field name. */
  name: string
  /** Set for file parts (may be ''), undefined for plain fields. */
  filename: string | undefined
  content: AsyncIterable<Uint8Array<ArrayBuffer>>
}

const CRLF = new Uint8Array([13, 10])
const HEADER_END = new Uint8Array([13, 10, 13, 10])
const MAX_HEADER_BYTES = 8 * 1024
/** Parts one form may have unless the caller says otherwise (the edit screen's form has more). */
const MAX_PARTS = 20

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]
  outer: for (let i = haystack.indexOf(first ?? 0, from); i !== -1; i = haystack.indexOf(first ?? 0, i + 1)) {
    if (i + needle.length > haystack.length) return -1
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function formDataBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

/** Reads a stream on demand: `buffer` holds what has arrived and not been consumed yet. */
class Pending {
  buffer: Uint8Array<ArrayBuffer> = new Uint8Array(0)
  done = false
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  async more(): Promise<boolean> {
    if (this.done) return false
    const { done, value } = await this.reader.read()
    if (done) {
      this.done = true
      return false
    }
    const joined = new Uint8Array(this.buffer.length + value.length)
    joined.set(this.buffer)
    joined.set(value, this.buffer.length)
    this.buffer = joined
    return true
  }

  take(length: number): Uint8Array<ArrayBuffer> {
    const head = this.buffer.slice(0, length)
    this.buffer = this.buffer.subarray(length)
    return head
  }
}

/** A Content-Disposition parameter. Browsers send quoted values as they are (a '"' as %22, a '\\' as is). */
function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(header)
  if (match) return match[1] ?? ''
  return new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header)?.[1]
}

function parseHeaders(raw: Uint8Array): { name: string; filename: string | undefined } {
  const text = new TextDecoder().decode(raw)
  const disposition = text
    .split('\r\n')
    .find((line) => /^content-disposition\s*:/i.test(line))
    ?.replace(/^[^:]*:\s*/, '')
  if (!disposition || !/^form-data\b/i.test(disposition)) throw new MultipartError('part without form-data')
  const name = headerParam(disposition, 'name')
  if (name === undefined) throw new MultipartError('part without a name')
  return { name, filename: headerParam(disposition, 'filename') }
}

/** The parts of a multipart/form-data body, one at a time; more than `maxParts` is a MultipartError. */
export async function* readFormParts(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  { maxParts = MAX_PARTS }: { maxParts?: number } = {},
): AsyncGenerator<FormPart> {
  const reader = body.getReader()
  const input = new Pending(reader)
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`)
  try {
    // The first delimiter may open the body without the CRLF before it.
    input.buffer = CRLF.slice()
    for (let parts = 0; ; parts++) {
      let at = indexOf(input.buffer, delimiter)
      while (at === -1) {
        if (input.buffer.length > delimiter.length) input.take(input.buffer.length - delimiter.length)
        if (!(await input.more())) throw new MultipartError('no boundary')
        at = indexOf(input.buffer, delimiter)
      }
      input.take(at + delimiter.length)
      while (input.buffer.length < 2) if (!(await input.more())) throw new MultipartError('truncated')
      if (input.buffer[0] === 45 && input.buffer[1] === 45) return // "--": the closing delimiter
      if (parts >= maxParts) throw new MultipartError('too many parts')
      let end = indexOf(input.buffer, HEADER_END)
      while (end === -1) {
        if (input.buffer.length > MAX_HEADER_BYTES) throw new MultipartError('header too large')
        if (!(await input.more())) throw new MultipartError('truncated')
        end = indexOf(input.buffer, HEADER_END)
      }
      const headers = parseHeaders(input.take(end + HEADER_END.length).subarray(2))
      let finished = false
      const content = async function* (): AsyncGenerator<Uint8Array<ArrayBuffer>> {
        for (;;) {
          const found = indexOf(input.buffer, delimiter)
          if (found !== -1) {
            if (found > 0) yield input.take(found)
            finished = true
            return
          }
          // Everything but a possible start of the delimiter is content.
          const safe = input.buffer.length - (delimiter.length - 1)
          if (safe > 0) yield input.take(safe)
          if (!(await input.more())) throw new MultipartError('truncated')
        }
      }
      yield { ...headers, content: content() }
      // Skip what the caller left; the buffer then starts with the next delimiter.
      if (!finished) for await (const _chunk of content()) void _chunk
    }
  } finally {
    reader.releaseLock()
  }
}
