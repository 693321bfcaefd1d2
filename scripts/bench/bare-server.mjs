// The yardstick for /health: a bare node:http server answering the same JSON body, run as its own process.
// Usage: node bare-server.mjs <port> <json body>; prints "ready" once listening.
import http from 'node:http'

const [port, body = '{"ok":true}'] = process.argv.slice(2)
const payload = Buffer.from(body)
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length })
  res.end(payload)
})
server.keepAliveTimeout = 5000
server.listen(Number(port), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
