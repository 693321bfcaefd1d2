import { describe, expect, it } from 'vitest'
import { createSseParser, type SseFrame } from './live-stream-parser'

function parse(chunks: string[]): SseFrame[] {
  const frames: SseFrame[] = []
  const parser = createSseParser((frame) => frames.push(frame))
  for (const chunk of chunks) parser.push(chunk)
  return frames
}

describe('the server-sent events parser', () => {
  it('reads named frames with their id and the retry hint, across chunk boundaries', () => {
    const frames = parse([
      'retry: 3000\nevent: re',
      'ady\ndata: {}\n',
      '\nid: 7\nevent: change\ndata: {"a":1}\n\n',
    ])
    expect(frames).toEqual([
      { event: 'ready', data: '{}', id: null, retry: 3000 },
      { event: 'change', data: '{"a":1}', id: '7', retry: null },
    ])
  })

  it('skips comments (heartbeats), joins data lines and accepts CRLF', () => {
    const frames = parse([': heartbeat\n\n', 'data: a\r\ndata: b\r\n\r\n'])
    expect(frames).toEqual([{ event: 'message', data: 'a\nb', id: null, retry: null }])
  })

  it('keeps an unfinished frame until its blank line arrives', () => {
    expect(parse(['event: change\ndata: {}\n'])).toEqual([])
  })
})
