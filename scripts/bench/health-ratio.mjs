// GET /health on the SiteKur server against a bare node:http server answering the same JSON, in the same run.
import { join } from 'node:path'
import { healthBody, healthHeaders } from './api-client.mjs'
import { runLoad } from './load.mjs'
import { freePort, root, startReadyProcess } from './processes.mjs'
import { ms, row, rps } from './report.mjs'

const HEALTH = { concurrency: 16, seconds: 1.5, warmupSeconds: 0.5, rounds: 5 }
export const HEALTH_RATIO_GOAL = 0.8

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percent = (ratio) => `${(ratio * 100).toFixed(0)} %`

export async function healthRatio(baseUrl, store) {
  const body = await healthBody(baseUrl)
  const script = join(root, 'scripts/bench/bare-server.mjs')
  const [port, samePort] = [await freePort(), await freePort()]
  const bare = await startReadyProcess(script, [String(port), body])
  // The same bytes as SiteKur's answer, security headers included: what the framework costs, apart from them.
  const same = await startReadyProcess(script, [
    String(samePort),
    body,
    JSON.stringify(await healthHeaders(baseUrl)),
  ])
  const urls = { bare: `http://127.0.0.1:${port}/health`, server: `${baseUrl}/health` }
  const runs = { bare: [], server: [] }
  const ratios = []
  const sameRatios = []
  try {
    for (const url of Object.values(urls)) await runLoad({ url, ...HEALTH, seconds: HEALTH.warmupSeconds })
    // Short paired rounds, order alternating, median ratio: other work on a shared machine hits both sides alike.
    for (let round = 0; round < HEALTH.rounds; round++) {
      const order = round % 2 === 0 ? ['bare', 'server'] : ['server', 'bare']
      const pair = {}
      for (const side of order) pair[side] = await runLoad({ url: urls[side], ...HEALTH, warmupSeconds: 0 })
      runs.bare.push(pair.bare)
      runs.server.push(pair.server)
      ratios.push(pair.server.rps / pair.bare.rps)
    }
    for (let round = 0; round < HEALTH.rounds; round++) {
      const sameRun = await runLoad({ url: `http://127.0.0.1:${samePort}/health`, ...HEALTH })
      const serverRun = await runLoad({ url: urls.server, ...HEALTH })
      sameRatios.push(serverRun.rps / sameRun.rps)
    }
    // Where the time goes: an unknown /api path crosses the same middleware without the database.
    runs.floor = await runLoad({ url: `${baseUrl}/api/__bench-unknown`, ...HEALTH })
  } finally {
    await Promise.all([bare.stop(), same.stop()])
  }
  const ratio = median(ratios)
  const typical = (side) => runs[side].find((r) => r.rps === median(runs[side].map((x) => x.rps)))
  const [server, bareRun] = [typical('server'), typical('bare')]
  const failed = runs.server.reduce((n, r) => n + r.requests - (r.statuses[200] ?? 0) + r.errors, 0)
  const rows = [
    row(
      `${store}: GET /health, ${HEALTH.concurrency} connections`,
      `${rps(server.rps)}, p95 ${ms(server.p95)}`,
    ),
    row(`${store}: bare node:http, same JSON`, `${rps(bareRun.rps)}, p95 ${ms(bareRun.p95)}`),
    row(
      `${store}: /health ÷ bare (median of ${HEALTH.rounds} pairs)`,
      `${percent(ratio)} (pairs ${percent(Math.min(...ratios))}–${percent(Math.max(...ratios))})`,
      '≥ 80 %',
      ratio >= HEALTH_RATIO_GOAL && failed === 0,
    ),
    row(
      `${store}: /health ÷ bare sending the same headers (CSP …)`,
      `${percent(median(sameRatios))} (pairs ${percent(Math.min(...sameRatios))}–${percent(Math.max(...sameRatios))})`,
    ),
  ]
  rows.push(
    row(
      `${store}: GET /api/<unknown> (${Object.keys(runs.floor.statuses).join('/')}, no database)`,
      `${rps(runs.floor.rps)}, p95 ${ms(runs.floor.p95)}`,
    ),
  )
  if (failed > 0) rows.push(row(`${store}: /health non-200 or failed`, String(failed)))
  return {
    rows,
    json: { ratio, ratios, sameHeadersRatios: sameRatios, ...runs, concurrency: HEALTH.concurrency },
  }
}
