import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { LookupFunction } from 'node:net'

// One POST to a push service with node:http(s), whose `lookup` option lets the caller decide which
// address the connection goes to (fetch has no such option without an extra package). No redirect is
// followed, no connection is kept for later, and the whole exchange has a time limit.

export interface PushRequest {
  method: string
  headers: Record<string, string>
  body: Buffer | null
  /** Where to connect for the URL's host; the system resolver when absent. */
  lookup?: LookupFunction
  timeoutMs: number
}

/** The status and the start of the answer's text (enough to log why a push service refused). */
export function postPush(url: URL, request: PushRequest): Promise<{ status: number; text: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: request.headers,
        agent: false,
        signal: AbortSignal.timeout(request.timeoutMs),
        ...(request.lookup ? { lookup: request.lookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        let length = 0
        response.on('data', (chunk: Buffer) => {
          if (length < 1024) chunks.push(chunk)
          length += chunk.length
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', reject)
        response.on('close', () => {
          if (!response.complete) reject(new Error('the answer was cut off'))
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(request.body ?? undefined)
  })
}
