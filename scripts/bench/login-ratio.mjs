// Sign-in at 10 concurrent against argon2id alone at 10 concurrent, in the same run: what a login costs
// beyond checking its password. The yardstick (bare-argon2.mjs) verifies with the library and parameters
// of server/security/password-hasher.ts in a process of its own. Paired alternating rounds, median ratio of
// the p95s (as health-ratio.mjs). Goal: login p95 at most 1.5 × the bare verification's.
// The section starts its own server behind a pretend proxy (TRUST_PROXY=1): each login names its own client
// address, as many visitors signing in would, so the per-address sign-in limit (300 in 5 minutes) is not
// what is measured, and the API section's logins on the shared server do not count against it.
import { join } from 'node:path'
import { BENCH_ADMIN, BENCH_USER_PASSWORD, createUsers, login } from './api-client.mjs'
import { runLoad } from './load.mjs'
import { root, run, startServer } from './processes.mjs'
import { ms, row } from './report.mjs'

const LOGINS = { concurrency: 10, requests: 80, warmup: 20, rounds: 5 }
export const LOGIN_RATIO_GOAL = 1.5

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const times = (ratio) => `${ratio.toFixed(2)}×`
const clientAddress = (index) => `10.27.${(index >> 8) & 255}.${index & 255}`

async function argon2Options() {
  const { tsImport } = await import('tsx/esm/api')
  const hasher = await tsImport(join(root, 'server/security/password-hasher.ts'), import.meta.url)
  return hasher.ARGON2_OPTIONS
}

async function bareVerify(options, requests) {
  const script = join(root, 'scripts/bench/bare-argon2.mjs')
  const args = [script, JSON.stringify(options), String(LOGINS.concurrency), String(requests)]
  const result = await run(process.execPath, args, { timeoutMs: 120_000 })
  if (result.code !== 0) throw new Error(`bare-argon2.mjs: ${result.stderr.trim().split('\n').at(-1)}`)
  return JSON.parse(result.stdout)
}

export async function loginRatioSection({ staticDir }) {
  const options = await argon2Options()
  const server = await startServer({
    staticDir,
    label: 'login-ratio',
    env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, TRUST_PROXY: '1' },
  })
  const runs = { server: [], bare: [] }
  const ratios = []
  let sent = 0
  try {
    const token = await login(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password)
    const emails = await createUsers(server.url, token, 'bench-login-ratio')
    const logins = (requests) => {
      const first = sent
      sent += requests
      return runLoad({
        url: `${server.url}/api/auth/login`,
        method: 'POST',
        headers: (i) => ({ 'x-forwarded-for': clientAddress(first + i) }),
        body: (i) =>
          JSON.stringify({ email: emails[(first + i) % emails.length], password: BENCH_USER_PASSWORD }),
        concurrency: LOGINS.concurrency,
        requests,
      })
    }
    await logins(LOGINS.warmup)
    await bareVerify(options, LOGINS.warmup)
    for (let round = 0; round < LOGINS.rounds; round++) {
      const sides = {
        server: () => logins(LOGINS.requests),
        bare: () => bareVerify(options, LOGINS.requests),
      }
      const order = round % 2 === 0 ? ['bare', 'server'] : ['server', 'bare']
      const pair = {}
      for (const side of order) pair[side] = await sides[side]()
      runs.server.push(pair.server)
      runs.bare.push(pair.bare)
      ratios.push(pair.server.p95 / pair.bare.p95)
    }
  } finally {
    await server.stop()
  }
  const typical = (side) => runs[side].find((r) => r.p95 === median(runs[side].map((x) => x.p95)))
  const [login95, bare95] = [typical('server'), typical('bare')]
  const failed = runs.server.reduce((n, r) => n + r.requests - (r.statuses[200] ?? 0) + r.errors, 0)
  const ratio = median(ratios)
  const parameters = `m=${options.memoryCost} KiB, t=${options.timeCost}, p=${options.parallelism}`
  const rows = [
    row(
      `POST /api/auth/login, ${LOGINS.concurrency} concurrent`,
      `p50 ${ms(login95.p50)}, p95 ${ms(login95.p95)}, ${login95.rps} logins/s`,
    ),
    row(
      `argon2id verify alone (${parameters}), ${LOGINS.concurrency} concurrent`,
      `p50 ${ms(bare95.p50)}, p95 ${ms(bare95.p95)}, ${bare95.rps} verifications/s`,
    ),
    row(
      `login p95 ÷ verify p95 (median of ${LOGINS.rounds} pairs)`,
      `${times(ratio)} (pairs ${times(Math.min(...ratios))}–${times(Math.max(...ratios))})`,
      '≤ 1.5×',
      ratio <= LOGIN_RATIO_GOAL && failed === 0,
    ),
  ]
  if (failed > 0) rows.push(row('login: non-200 or failed', String(failed)))
  return { rows, json: { ratio, ratios, options, ...runs, concurrency: LOGINS.concurrency } }
}
