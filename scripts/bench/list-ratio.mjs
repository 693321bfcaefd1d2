// A signed-in list of 50 against GET /health of the same server, in the same run: what a list costs beyond
// the server's floor. Paired short rounds in alternating order, median ratio (the method of
// health-ratio.mjs): other work on a shared machine hits both sides alike. Goals (requests a second, list ÷
// /health): PostgreSQL ≥ 0.2, PGlite ≥ 0.1 (PGlite's one worker thread runs every query in turn).
import { runLoad } from './load.mjs'
import { rps, row } from './report.mjs'

const ROUNDS = { concurrency: 16, seconds: 1.5, warmupSeconds: 0.5, rounds: 5 }
export const LIST_RATIO_GOALS = { PostgreSQL: 0.2, PGlite: 0.1 }

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const times = (ratio) => `${ratio.toFixed(3)}×`

/** The two lists of 50 a signed-in admin reads: the screens' REST list and the API client's call. */
const lists = (baseUrl, token) => [
  {
    label: 'GET /api/admin/users?pageSize=50',
    load: { url: `${baseUrl}/api/admin/users?pageSize=50`, headers: { authorization: `Bearer ${token}` } },
  },
  {
    label: 'POST /api/users list',
    load: {
      url: `${baseUrl}/api/users`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'list' }),
    },
  },
]

async function pairedRatio(baseUrl, list) {
  const sides = { health: { url: `${baseUrl}/health` }, list: list.load }
  for (const side of Object.values(sides))
    await runLoad({ ...side, ...ROUNDS, seconds: ROUNDS.warmupSeconds })
  const ratios = []
  const runs = { health: [], list: [] }
  for (let round = 0; round < ROUNDS.rounds; round++) {
    const order = round % 2 === 0 ? ['health', 'list'] : ['list', 'health']
    const pair = {}
    for (const side of order) pair[side] = await runLoad({ ...sides[side], ...ROUNDS, warmupSeconds: 0 })
    runs.health.push(pair.health)
    runs.list.push(pair.list)
    ratios.push(pair.list.rps / pair.health.rps)
  }
  const failed = runs.list.reduce((n, r) => n + r.requests - (r.statuses[200] ?? 0) + r.errors, 0)
  return { ratio: median(ratios), ratios, runs, failed }
}

/** Rows and figures for one server (`store`: 'PGlite' or 'PostgreSQL'), signed in as `token`'s admin. */
export async function listRatio(baseUrl, store, token) {
  const goal = LIST_RATIO_GOALS[store]
  const rows = []
  const json = {}
  for (const list of lists(baseUrl, token)) {
    const figures = await pairedRatio(baseUrl, list)
    const typical = (side) => median(figures.runs[side].map((r) => r.rps))
    rows.push(
      row(
        `${store}: ${list.label} ÷ GET /health (median of ${ROUNDS.rounds} pairs)`,
        `${times(figures.ratio)} (${rps(typical('list'))} ÷ ${rps(typical('health'))}; pairs ${times(Math.min(...figures.ratios))}–${times(Math.max(...figures.ratios))})`,
        `≥ ${goal}×`,
        figures.ratio >= goal && figures.failed === 0,
      ),
    )
    if (figures.failed > 0)
      rows.push(row(`${store}: ${list.label} non-200 or failed`, String(figures.failed)))
    json[list.label] = { ...figures, concurrency: ROUNDS.concurrency }
  }
  return { rows, json }
}
