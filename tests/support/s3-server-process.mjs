// The S3-compatible server of tests (tests/support/s3-server.ts starts it): s3rver on a free loopback port,
// its objects in the directory named first, the buckets named after it. It tells its parent the port, and
// on the message 'requests' the requests it has received so far, over the IPC channel; it stops when the
// parent goes. Its own process, because s3rver's continuation tokens use DES, which Node's OpenSSL 3 has
// only with --openssl-legacy-provider (decision 0028).
import { createServer } from 'node:http'
import S3rver from 's3rver'

const [directory, ...buckets] = process.argv.slice(2)
const s3 = new S3rver({
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
})
await s3.configureBuckets()
const handle = s3.callback()
const requests = []
const server = createServer((req, res) => {
  requests.push({ method: req.method, url: req.url, bytes: Number(req.headers['content-length'] ?? 0) })
  handle(req, res)
})
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
process.on('message', (message) => {
  if (message === 'requests') process.send({ requests })
})
process.on('disconnect', () => process.exit(0))
