// Server-sent events read from a fetch body (the live streams, docs/rules/live-updates.md): text in,
// complete frames out. Follows the EventSource format: `field: value` lines, a blank line ends a
// frame, lines starting with ':' are comments (heartbeats), several `data:` lines join with '\n'.

export interface SseFrame {
  event: string
  data: string
  id: string | null
  /** The server's reconnection hint in ms, when this frame carried one. */
  retry: number | null
}

/** Feed it text as it arrives; it calls `onFrame` for each complete frame with data. */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = ''
  let event = ''
  let data: string[] = []
  let id: string | null = null
  let retry: number | null = null

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onFrame({ event: event || 'message', data: data.join('\n'), id, retry })
      event = ''
      data = []
      retry = null
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') id = value
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value)
  }

  return {
    push(chunk: string) {
      buffer += chunk
      let end: number
      while ((end = buffer.search(/\r\n|\r|\n/)) !== -1) {
        const newline = buffer.startsWith('\r\n', end) ? 2 : 1
        line(buffer.slice(0, end))
        buffer = buffer.slice(end + newline)
      }
    },
  }
}
