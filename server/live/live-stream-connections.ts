import type { Server, ServerResponse } from 'node:http'
import { ADMIN_STREAM_PATH, MY_STREAM_PATH } from '../../api/live/stream-routes'
import { requestPath } from '../host/request-path'

// Open live streams never finish on their own, so `server.close()` would wait for them until the
// shutdown timer gives up. The host ends them itself when it stops; clients reconnect (to another
// process, or to this one once it is back).

const STREAM_PATHS = new Set([ADMIN_STREAM_PATH, MY_STREAM_PATH])

export function trackLiveStreams(server: Server) {
  const open = new Set<ServerResponse>()
  server.on('request', (request, response: ServerResponse) => {
    if (!STREAM_PATHS.has(requestPath(request.url))) return
    open.add(response)
    response.once('close', () => open.delete(response))
  })
  return {
    get count() {
      return open.size
    },
    /**
     * Ends every open stream cleanly (the last chunk is written; the client sees the end) and closes its
     * connection: ended after `server.close()`, a stream's kept-alive connection would otherwise hold the
     * close up until its idle timeout (5 s), which `close()` only shortens for connections idle when called.
     */
    endAll() {
      for (const response of open) response.end(() => server.closeIdleConnections())
      open.clear()
    },
  }
}
