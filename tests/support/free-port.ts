// A TCP port free on loopback right now, for a server that must know its own address before it starts
// (PUBLIC_URL, mailed links, a PostgreSQL cluster). Another process could take it in between; the tests
// accept that small race.
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      )
    })
  })
}
