// The yardstick for /health and published pages: a bare node:http server answering fixed bytes, run as its
// own process. Usage: node bare-server.mjs <port> <json body | @file> [<json object of extra headers>];
// prints "ready" once listening. `@file` answers that file's bytes (a published page as the server stored
// it, compressed). The extra headers let it answer with exactly the headers SiteKur sends (CSP and the
// other security headers; a content-type among them replaces the JSON one).
import http from 'node:http'
import { readFileSync } from 'node:fs'

const [port, body = '{"ok":true}', extra = '{}'] = process.argv.slice(2)
const payload = body.startsWith('@') ? readFileSync(body.slice(1)) : Buffer.from(body)
const headers = { 'content-type': 'application/json', ...JSON.parse(extra), 'content-length': payload.length }
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(payload)
})
server.keepAliveTimeout = 5000
server.listen(Number(port), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
