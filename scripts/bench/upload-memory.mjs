// Upload memory and throughput: the real server on a fresh data directory, forty 9 MB uploads at once
// (forty customers, then one customer forty times), its resident memory sampled from /proc meanwhile.
// Uploads stream to disk, so memory must stay flat: goal under 100 MB above idle. One customer's
// extra uploads are refused (429) instead of queueing up.
import { spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { BENCH_ADMIN, BENCH_USER_PASSWORD, createUsers, login } from './api-client.mjs'
import { BENCH_SERVER_SETTINGS, SERVER_READY_TIMEOUT_MS, freePort, root, tempDir } from './processes.mjs'
import { row } from './report.mjs'

const UPLOADS = 40
const FILE_BYTES = 9 * 1024 * 1024
const GOAL_MB = 100
const MB = 1024 * 1024
/** [list path, upload path]: the current routes first, the earlier ones after. */
const UPLOAD_ROUTES = [
  ['/api/me/uploads', '/api/me/uploads'],
  ['/api/uploads/mine', '/api/uploads'],
]

/** The process's resident memory; 0 once it has exited. */
function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

async function startServer(staticDir) {
  const port = await freePort()
  const dataDir = tempDir('uploads-data')
  const logPath = `${dataDir}.log`
  const logFd = openSync(logPath, 'w')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      INITIAL_SETTINGS: BENCH_SERVER_SETTINGS,
    },
    // The server's own output goes to a file: if it dies mid-run, the bench says why.
    stdio: ['ignore', logFd, logFd],
  })
  closeSync(logFd)
  let stopping = false
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const died = () => {
    if (stopping || child.exitCode === null) return null
    const log = readFileSync(logPath, 'utf8').trim().split('\n').slice(-5).join(' | ')
    return `the server exited (${child.exitCode}): ${log}`
  }
  const stop = async () => {
    stopping = true
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(logPath, { force: true })
  }
  const url = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + SERVER_READY_TIMEOUT_MS; Date.now() < deadline;) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, pid: child.pid, stop, died }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  await stop()
  throw new Error(`server did not answer /health within ${SERVER_READY_TIMEOUT_MS / 1000} s`)
}

/** The server's RSS once it has settled (setup hashes passwords; their memory is given back slowly). */
async function settledRss(pid) {
  let last = rssBytes(pid)
  for (let i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = rssBytes(pid)
    if (Math.abs(now - last) < 2 * MB) return Math.min(now, last)
    last = now
  }
  return last
}

/** Samples the server's RSS every 25 ms and /health's latency in a loop until stopped. */
function watch(url, pid) {
  let peak = rssBytes(pid)
  let slowestHealthMs = 0
  let unreachable = 0
  let running = true
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 25)
  const health = (async () => {
    while (running) {
      const started = performance.now()
      // An unreachable server is a result to report, not a reason to stop the bench.
      const answered = await fetch(`${url}/health`).then(
        (res) => res.arrayBuffer().then(() => true),
        () => false,
      )
      if (!answered) unreachable++
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  return async () => {
    running = false
    clearInterval(timer)
    await health
    return { peak: Math.max(peak, rssBytes(pid)), slowestHealthMs, unreachable }
  }
}

function payload() {
  const bytes = new Uint8Array(FILE_BYTES)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) // PNG signature: accepted by content
  return new Blob([bytes])
}

async function uploadAll(url, path, tokens, file) {
  const started = performance.now()
  const statuses = await Promise.all(
    tokens
      .map(async (token, i) => {
        const form = new FormData()
        form.set('category', 'photos')
        form.set('file', file, `olcum-${i}.png`)
        const res = await fetch(`${url}${path}`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${token}` },
        })
        await res.arrayBuffer()
        return res.status
      })
      .map((sent) => sent.catch(() => 0)), // 0: no answer (connection refused or reset)
  )
  return { statuses, seconds: (performance.now() - started) / 1000 }
}

async function uploadPath(url, token) {
  for (const [list, upload] of UPLOAD_ROUTES) {
    const res = await fetch(`${url}${list}`, { headers: { authorization: `Bearer ${token}` } })
    await res.arrayBuffer()
    if (res.status === 200) return upload
  }
  throw new Error('no upload route answers')
}

export async function uploadMemorySection({ staticDir }) {
  if (process.platform !== 'linux') throw new Error('reads /proc (Linux only)')
  const server = await startServer(staticDir)
  try {
    const admin = await login(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password)
    const emails = (await createUsers(server.url, admin, 'upload-bench')).slice(0, UPLOADS)
    const tokens = []
    for (const email of emails) tokens.push(await login(server.url, email, BENCH_USER_PASSWORD))
    const path = await uploadPath(server.url, tokens[0])
    const file = payload()
    const idle = await settledRss(server.pid)

    const stopMany = watch(server.url, server.pid)
    const many = await uploadAll(server.url, path, tokens, file)
    const manyWatch = await stopMany()
    const accepted = many.statuses.filter((status) => status === 201).length
    const growthMb = (manyWatch.peak - idle) / MB
    const throughput = (accepted * FILE_BYTES) / MB / many.seconds

    const idleOne = await settledRss(server.pid)
    const stopOne = watch(server.url, server.pid)
    const one = await uploadAll(server.url, path, Array(UPLOADS).fill(tokens[1]), file)
    const oneWatch = await stopOne()
    const oneAccepted = one.statuses.filter((status) => status === 201).length
    const oneRefused = one.statuses.filter((status) => status === 429).length
    const oneGrowthMb = (oneWatch.peak - idleOne) / MB
    const death = server.died()
    if (death) throw new Error(death)

    return {
      rows: [
        row('server RSS idle', `${(idle / MB).toFixed(0)} MB`),
        row(
          `RSS growth, ${UPLOADS} × 9 MB from ${UPLOADS} customers`,
          `${growthMb.toFixed(0)} MB (${accepted}/${UPLOADS} stored)`,
          `< ${GOAL_MB} MB`,
          growthMb < GOAL_MB && accepted === UPLOADS,
        ),
        row('upload throughput', `${throughput.toFixed(0)} MB/s (${many.seconds.toFixed(1)} s)`),
        row(
          'slowest /health during uploads',
          `${manyWatch.slowestHealthMs.toFixed(0)} ms${manyWatch.unreachable ? `, ${manyWatch.unreachable} unanswered` : ''}`,
          '< 1000 ms',
          manyWatch.slowestHealthMs < 1000 && manyWatch.unreachable === 0,
        ),
        row(
          `RSS growth, ${UPLOADS} × 9 MB from one customer`,
          `${oneGrowthMb.toFixed(0)} MB (${oneAccepted} stored, ${oneRefused} refused 429)`,
          `< ${GOAL_MB} MB`,
          oneGrowthMb < GOAL_MB,
        ),
      ],
      json: {
        idleMb: idle / MB,
        growthMb,
        throughputMbPerSecond: throughput,
        slowestHealthMs: manyWatch.slowestHealthMs,
        oneCustomer: { growthMb: oneGrowthMb, accepted: oneAccepted, refused: oneRefused },
      },
    }
  } finally {
    await server.stop()
  }
}
