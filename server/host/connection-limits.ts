import type { Server, ServerOptions } from 'node:http'

// How long a client may take and how many connections it may hold. Node's defaults let a request
// body trickle in for five minutes (requestTimeout 300 s), so a few hundred slow clients could hold
// every connection. SiteKur's largest request is a 10 MB upload: two minutes for the whole request is
// generous on a mobile link, fifteen seconds for the headers is more than any real client needs.

export interface ConnectionLimits {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number
  /** The whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number
  /** How often Node looks for requests past those timeouts. */
  checkIntervalMs: number
  /** Open connections in all. */
  maxConnections: number
  /** Open connections per client address; 0 = no per-address limit (behind a proxy all share one). */
  maxConnectionsPerAddress: number
}

export const SERVER_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxConnections: 1_024,
  maxConnectionsPerAddress: 64,
}

/** The options `createServer` takes (the checking interval can only be set there). */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  }
}

/** The connection caps, on a created server. */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections
  if (limits.maxConnectionsPerAddress <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? ''
    const count = (open.get(address) ?? 0) + 1
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}
