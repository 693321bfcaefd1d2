// The yardstick for sign-in: argon2id verifications alone, with the library and parameters the server uses,
// `concurrency` at a time in a closed loop, in a process of its own (as the server is one).
// Usage: node bare-argon2.mjs <json options> <concurrency> <requests>; prints one JSON line of figures.
import { performance } from 'node:perf_hooks'
import { hash, verify } from '@node-rs/argon2'
import { percentile } from './load.mjs'

const [options, concurrency, requests] = [
  JSON.parse(process.argv[2]),
  Number(process.argv[3]),
  Number(process.argv[4]),
]
const password = 'Kullanici-Olcum-2026!q4'
const stored = await hash(password, options)
for (let i = 0; i < concurrency; i++) await verify(stored, password)

const latencies = []
let issued = 0
const started = performance.now()
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (issued < requests) {
      issued++
      const sentAt = performance.now()
      if (!(await verify(stored, password))) throw new Error('verify answered false')
      latencies.push(performance.now() - sentAt)
    }
  }),
)
const seconds = (performance.now() - started) / 1000
const sorted = latencies.sort((a, b) => a - b)
console.log(
  JSON.stringify({
    requests: sorted.length,
    rps: Math.round(sorted.length / seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }),
)
