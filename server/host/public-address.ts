// The address a person should open. Google sign-in (and every link in a mail) uses PUBLIC_URL, and its
// state cookie only comes back to the same host name: so the start message prints PUBLIC_URL, never the
// socket address, and PUBLIC_URL's default names a host that reaches the socket.

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'])

/** PUBLIC_URL when unset: localhost for a loopback or wildcard listener, else the listening host. */
export function defaultPublicUrl(host: string, port: number): string {
  if (LOOPBACK_OR_ANY.has(host)) return `http://localhost:${port}`
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/** The start message: the address to open, then where the socket listens. */
export function startMessage(publicUrl: string, listening: string): string {
  return `SiteKur is running: open ${publicUrl} (listening on ${listening})`
}
