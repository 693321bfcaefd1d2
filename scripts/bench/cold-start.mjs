// A cold start of the server as `npm start` runs it (scripts/start.mjs, the PWA already built, a data
// directory a first start made) against a Hono + PGlite hello world on its own existing data
// (hello-world.mjs): the time from spawning the process to its first /health answer, and the memory of every
// process it keeps (resident set, summed over the process and its children) once it has been idle a few
// seconds. Paired alternating rounds, median ratios (as health-ratio.mjs). Goals: at most 2 × the hello
// world's start, 1.2 × its memory. One `npm start` besides says what npm's own process adds.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { BENCH_ADMIN } from './api-client.mjs'
import { BENCH_SERVER_SETTINGS, freePort, root, tempDir } from './processes.mjs'
import { ms, naRow, row } from './report.mjs'

const ROUNDS = 3
const IDLE_MS = 3000
const READY_TIMEOUT_MS = 180_000
export const COLD_START_GOAL = 2
export const IDLE_RSS_GOAL = 1.2

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const times = (ratio) => `${ratio.toFixed(2)}×`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The process and its descendants, from /proc (Linux). */
function processTree(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []))
  return tree
}

function residentBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

function commandName(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ')
  } catch {
    return '?'
  }
}

function healthy(port) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/health', agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode === 200))
    })
    request.on('error', () => resolve(false))
    request.setTimeout(2000, () => request.destroy())
  })
}

/**
 * Spawns the command, times its first /health answer, waits IDLE_MS, reads the tree's memory, then
 * sends SIGTERM and waits for the exit.
 */
async function startOnce({ command, args, env = {}, dataDir }) {
  const port = await freePort()
  const argv = typeof args === 'function' ? args(port) : args
  const started = performance.now()
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  let exited = null
  void exit.then((result) => (exited = result))
  let readyMs = null
  while (performance.now() - started < READY_TIMEOUT_MS && !exited) {
    if (await healthy(port)) {
      readyMs = performance.now() - started
      break
    }
    await sleep(20)
  }
  if (readyMs === null) {
    child.kill('SIGKILL')
    const tail = output.trim().split('\n').slice(-3).join(' | ')
    throw new Error(`${command} ${argv[0] ?? ''} did not answer /health (${JSON.stringify(exited)}): ${tail}`)
  }
  await sleep(IDLE_MS)
  const tree = processTree(child.pid)
  const processes = tree.map((pid) => ({ command: commandName(pid), rss: residentBytes(pid) }))
  const rss = processes.reduce((sum, p) => sum + p.rss, 0)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  const ended = await exit
  clearTimeout(timer)
  const lockLeft = existsSync(join(dataDir, 'sitekur.lock'))
  return { readyMs, rss, processes, exit: ended, lockLeft, output }
}

const cleanExit = (run) => run.exit.code === 0 && !run.lockLeft

export async function coldStartSection({ staticDir }) {
  if (!existsSync('/proc/self/status')) return { rows: [naRow('Cold start', 'needs /proc (Linux)')] }
  const dirs = { server: tempDir('cold-server'), hello: tempDir('cold-hello'), npm: tempDir('cold-npm') }
  const serverEnv = {
    NODE_ENV: 'production',
    STATIC_DIR: staticDir,
    INITIAL_SETTINGS: BENCH_SERVER_SETTINGS,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  }
  const sides = {
    server: { command: process.execPath, args: ['scripts/start.mjs'], env: serverEnv, dataDir: dirs.server },
    hello: {
      command: process.execPath,
      args: (port) => ['scripts/bench/hello-world.mjs', String(port), dirs.hello],
      dataDir: dirs.hello,
    },
  }
  const runs = { server: [], hello: [] }
  const startRatios = []
  const rssRatios = []
  let first
  let npmRun = null
  let npmError = null
  try {
    // The first starts make each data directory (and anything `npm start` builds): not measured.
    first = { server: await startOnce(sides.server), hello: await startOnce(sides.hello) }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['hello', 'server'] : ['server', 'hello']
      const pair = {}
      for (const side of order) pair[side] = await startOnce(sides[side])
      runs.server.push(pair.server)
      runs.hello.push(pair.hello)
      startRatios.push(pair.server.readyMs / pair.hello.readyMs)
      rssRatios.push(pair.server.rss / pair.hello.rss)
    }
    // npm's own process on top, measured once: its failure leaves the figures above standing.
    try {
      await startOnce({ ...sides.server, dataDir: dirs.npm })
      npmRun = await startOnce({
        ...sides.server,
        command: 'npm',
        args: ['start', '--silent'],
        dataDir: dirs.npm,
      })
    } catch (error) {
      npmError = error.message.split('\n')[0]
    }
  } finally {
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true })
  }
  const typical = (side, key) => runs[side].find((r) => r[key] === median(runs[side].map((x) => x[key])))
  const [startRatio, rssRatio] = [median(startRatios), median(rssRatios)]
  const describe = (run) =>
    `${run.processes.length} process${run.processes.length > 1 ? 'es' : ''}: ` +
    run.processes.map((p) => `${p.command.replace(root, '')} ${mb(p.rss)}`).join(', ')
  const server = typical('server', 'readyMs')
  const hello = typical('hello', 'readyMs')
  const allServerRuns = [first.server, ...runs.server, ...(npmRun ? [npmRun] : [])]
  const unclean = allServerRuns.filter((run) => !cleanExit(run))
  // The first start builds what is missing; a later one builds only when sources changed meanwhile.
  const rebuilt = runs.server.filter((run) => run.output.includes('Building ')).length
  const rows = [
    row('npm start’s server (scripts/start.mjs): first /health', ms(server.readyMs)),
    row('Hono + PGlite hello world: first /health', ms(hello.readyMs)),
    row(
      `start ÷ hello world (median of ${ROUNDS} pairs)`,
      `${times(startRatio)} (pairs ${times(Math.min(...startRatios))}–${times(Math.max(...startRatios))})`,
      '≤ 2×',
      startRatio <= COLD_START_GOAL,
    ),
    row(`server idle RSS, after ${IDLE_MS / 1000} s`, `${mb(typical('server', 'rss').rss)}`),
    row('hello world idle RSS', `${mb(typical('hello', 'rss').rss)}`),
    row(
      `idle RSS ÷ hello world (median of ${ROUNDS} pairs)`,
      `${times(rssRatio)} (pairs ${times(Math.min(...rssRatios))}–${times(Math.max(...rssRatios))})`,
      '≤ 1.2×',
      rssRatio <= IDLE_RSS_GOAL,
    ),
    row(
      'SIGTERM: exit 0, data directory lock released',
      unclean.length
        ? `${unclean.length} of ${allServerRuns.length} not`
        : `all ${allServerRuns.length} starts`,
      'all',
      unclean.length === 0,
    ),
  ]
  if (npmRun) rows.push(row('`npm start` itself, idle RSS of its processes', `${mb(npmRun.rss)}`))
  if (npmError) rows.push(naRow('`npm start` itself', npmError))
  return {
    rows,
    notes: [
      `server: ${describe(server)}`,
      ...(npmRun ? [`npm start: ${describe(npmRun)}`] : []),
      ...(rebuilt
        ? [`${rebuilt} measured start(s) rebuilt the server first: sources changed meanwhile`]
        : []),
    ],
    json: {
      startRatio,
      rssRatio,
      startRatios,
      rssRatios,
      server: runs.server.map(({ output: _, ...run }) => run),
      hello: runs.hello.map(({ output: _, ...run }) => run),
      npmStart: npmRun && { readyMs: npmRun.readyMs, rss: npmRun.rss, processes: npmRun.processes },
    },
  }
}
