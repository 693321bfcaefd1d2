// Reads a text/event-stream answer in tests: the frames (event name and parsed JSON data) and the
// comment lines (heartbeats), until a condition holds or the stream ends.

export interface StreamFrame {
  event: string
  data: unknown
}

export function readEventStream(response: Response) {
  if (!response.body) throw new Error('the answer has no body')
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let comments = 0
  let ended = false
  const frames: StreamFrame[] = []

  function take(block: string) {
    if (block.startsWith(':')) comments++
    const event = /^event: (.*)$/m.exec(block)?.[1]
    const data = /^data: (.*)$/m.exec(block)?.[1]
    if (event && data) frames.push({ event, data: JSON.parse(data) as unknown })
  }

  async function pump(until: () => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    while (!until() && !ended) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`event stream: condition not met within ${timeoutMs} ms`)
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`event stream: nothing within ${timeoutMs} ms`)), left)
      })
      const { done, value } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer))
      if (done) {
        ended = true
        break
      }
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        take(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
      }
    }
  }

  const changes = () => frames.filter((frame) => frame.event === 'change').map((frame) => frame.data)
  return {
    frames,
    changes,
    get ended() {
      return ended
    },
    get comments() {
      return comments
    },
    /** Until `count` frames have arrived. */
    next: (count: number, timeoutMs = 5_000) => pump(() => frames.length >= count, timeoutMs),
    /** Until a change event satisfies `match`; returns it. */
    async change(match: (data: unknown) => boolean, timeoutMs = 5_000) {
      await pump(() => changes().some(match), timeoutMs)
      const found = changes().find(match)
      if (!found) throw new Error('event stream ended without the expected change')
      return found
    },
    heartbeats: (count: number, timeoutMs = 5_000) => pump(() => comments >= count, timeoutMs),
    /** Until the stream ends. */
    end: (timeoutMs = 5_000) => pump(() => false, timeoutMs),
    cancel: () => reader.cancel().catch(() => undefined),
  }
}
