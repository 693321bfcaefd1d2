// A published page asked for by its domain (the `Host` header), against a bare node:http server sending the
// bytes and headers SiteKur sent for it (the page compressed with brotli, its CSP, ETag, …), in the same run:
// what serving a stored page costs beyond writing it out. Paired alternating rounds, median ratio (as
// health-ratio.mjs). Goals: ≥ 80 % of the bare server's requests a second, p99 at most twice its p99.
import http from 'node:http'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { call } from './builder.mjs'
import { contentRichSite } from './content-site.mjs'
import { runLoad } from './load.mjs'
import { freePort, root, startReadyProcess, tempDir } from './processes.mjs'
import { kb, ms, row, rps } from './report.mjs'

const LOAD = { concurrency: 16, seconds: 1.5, warmupSeconds: 0.5, rounds: 5 }
export const PUBLISHED_RPS_GOAL = 0.8
export const PUBLISHED_P99_GOAL = 2
/** What a browser sends: the page goes out compressed, and a visitor with a user agent is counted. */
const BROWSER = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile',
}
/** Headers node:http writes itself (or that describe one connection), left out of the copy. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percent = (ratio) => `${(ratio * 100).toFixed(0)} %`
const range = (values, format) => `${format(Math.min(...values))}–${format(Math.max(...values))}`
const times = (ratio) => `${ratio.toFixed(2)}×`

/** One GET with the browser's headers, read as it came over the wire (not decompressed). */
function rawGet(baseUrl, host) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/`, { headers: { ...BROWSER, host } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    request.on('error', reject)
  })
}

export async function publishedRatioSection({ baseUrl }) {
  const site = await contentRichSite(baseUrl, call)
  const page = await rawGet(baseUrl, site.domain)
  if (page.status !== 200) throw new Error(`GET / with Host ${site.domain} → ${page.status}`)
  const headers = Object.fromEntries(Object.entries(page.headers).filter(([name]) => !OWN.has(name)))
  const dir = tempDir('published-page')
  const bodyFile = join(dir, 'page.bin')
  writeFileSync(bodyFile, page.bytes)
  const port = await freePort()
  const bare = await startReadyProcess(join(root, 'scripts/bench/bare-server.mjs'), [
    String(port),
    `@${bodyFile}`,
    JSON.stringify(headers),
  ])
  const loads = {
    server: { url: `${baseUrl}/`, headers: { ...BROWSER, host: site.domain } },
    bare: { url: `http://127.0.0.1:${port}/`, headers: { ...BROWSER, host: site.domain } },
  }
  const runs = { server: [], bare: [] }
  const rpsRatios = []
  const p99Ratios = []
  try {
    for (const load of Object.values(loads)) await runLoad({ ...load, ...LOAD, seconds: LOAD.warmupSeconds })
    for (let round = 0; round < LOAD.rounds; round++) {
      const order = round % 2 === 0 ? ['bare', 'server'] : ['server', 'bare']
      const pair = {}
      for (const side of order) pair[side] = await runLoad({ ...loads[side], ...LOAD, warmupSeconds: 0 })
      runs.server.push(pair.server)
      runs.bare.push(pair.bare)
      rpsRatios.push(pair.server.rps / pair.bare.rps)
      p99Ratios.push(pair.server.p99 / pair.bare.p99)
    }
  } finally {
    await bare.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const typical = (side) => runs[side].find((r) => r.rps === median(runs[side].map((x) => x.rps)))
  const [server, bareRun] = [typical('server'), typical('bare')]
  const failed = runs.server.reduce((n, r) => n + r.requests - (r.statuses[200] ?? 0) + r.errors, 0)
  const [rpsRatio, p99Ratio] = [median(rpsRatios), median(p99Ratios)]
  const encoding = page.headers['content-encoding'] ?? 'identity'
  const rows = [
    row(
      `GET / by Host (${encoding}, ${kb(page.bytes.length)}), ${LOAD.concurrency} connections`,
      `${rps(server.rps)}, p50 ${ms(server.p50)}, p99 ${ms(server.p99)}`,
    ),
    row(
      'bare node:http, same bytes and headers',
      `${rps(bareRun.rps)}, p50 ${ms(bareRun.p50)}, p99 ${ms(bareRun.p99)}`,
    ),
    row(
      `req/s ÷ bare (median of ${LOAD.rounds} pairs)`,
      `${percent(rpsRatio)} (pairs ${range(rpsRatios, percent)})`,
      '≥ 80 %',
      rpsRatio >= PUBLISHED_RPS_GOAL && failed === 0,
    ),
    row(
      `p99 ÷ bare (median of ${LOAD.rounds} pairs)`,
      `${times(p99Ratio)} (pairs ${range(p99Ratios, times)})`,
      '≤ 2×',
      p99Ratio <= PUBLISHED_P99_GOAL && failed === 0,
    ),
  ]
  if (failed > 0) rows.push(row('published page: non-200 or failed', String(failed)))
  return {
    rows,
    notes: [
      `the page of the content-rich site (content-site.mjs) at its domain ${site.domain}, asked with a browser's Accept-Encoding and User-Agent`,
    ],
    json: {
      domain: site.domain,
      encoding,
      bytes: page.bytes.length,
      rpsRatio,
      p99Ratio,
      rpsRatios,
      p99Ratios,
      ...runs,
      concurrency: LOAD.concurrency,
    },
  }
}
