// Just enough of an HTTP/1.1 response parser for the load generator: status line, content-length or chunked
// bodies (skipped, not kept), and whether the server asked to close the connection.
const HEADER_END = Buffer.from('\r\n\r\n')
const CRLF = Buffer.from('\r\n')

export class HttpResponseParser {
  #buffer = Buffer.alloc(0)
  #current = null // { status, close, remaining (content-length) | chunked: true }

  /** Feeds bytes; returns the responses completed by them, in order. */
  push(chunk) {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk
    const done = []
    for (;;) {
      if (!this.#current && !this.#readHead()) break
      if (!this.#readBody()) break
      done.push({ status: this.#current.status, close: this.#current.close })
      this.#current = null
    }
    return done
  }

  #readHead() {
    const end = this.#buffer.indexOf(HEADER_END)
    if (end < 0) return false
    const lines = this.#buffer.subarray(0, end).toString('latin1').split('\r\n')
    this.#buffer = this.#buffer.subarray(end + 4)
    const status = Number(lines[0].split(' ')[1])
    const headers = {}
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':')
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const close = (headers.connection ?? '').toLowerCase() === 'close'
    const noBody = status === 204 || status === 304 || (status >= 100 && status < 200)
    if (headers['transfer-encoding']?.toLowerCase().includes('chunked')) {
      this.#current = { status, close, chunked: true }
    } else if (noBody || headers['content-length'] !== undefined) {
      this.#current = { status, close, remaining: noBody ? 0 : Number(headers['content-length']) }
    } else {
      throw new Error(`response ${status} without a length: the load generator needs keep-alive framing`)
    }
    return true
  }

  #readBody() {
    const current = this.#current
    if (!current.chunked) {
      const take = Math.min(current.remaining, this.#buffer.length)
      this.#buffer = this.#buffer.subarray(take)
      current.remaining -= take
      return current.remaining === 0
    }
    for (;;) {
      const lineEnd = this.#buffer.indexOf(CRLF)
      if (lineEnd < 0) return false
      const size = parseInt(this.#buffer.subarray(0, lineEnd).toString('latin1'), 16)
      if (size === 0) {
        // Last chunk, then optional trailers up to an empty line.
        const end = this.#buffer.indexOf(HEADER_END, lineEnd)
        if (end < 0) return false
        this.#buffer = this.#buffer.subarray(end + 4)
        return true
      }
      if (this.#buffer.length < lineEnd + 2 + size + 2) return false
      this.#buffer = this.#buffer.subarray(lineEnd + 2 + size + 2)
    }
  }
}
