// The yardstick for /health: a bare node:http server answering the same JSON body, run as its own process.
// Usage: node bare-server.mjs <port> <json body> [<json object of extra headers>]; prints "ready" once listening.
// The extra headers let it answer with exactly the headers SiteKur sends (CSP and the other security headers).
import http from 'node:http'

const [port, body = '{"ok":true}', extra = '{}'] = process.argv.slice(2)
const payload = Buffer.from(body)
const headers = { ...JSON.parse(extra), 'content-type': 'application/json', 'content-length': payload.length }
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(payload)
})
server.keepAliveTimeout = 5000
server.listen(Number(port), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
