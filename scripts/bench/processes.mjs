// Child processes for the bench: free ports, the real server on a temp data directory, commands with a time limit.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const root = new URL('../..', import.meta.url).pathname

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `sitekur-bench-${prefix}-`))
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Runs a command to completion; resolves { code, stdout, stderr } (rejects only on timeout or spawn error). */
export function run(command, args, { env = {}, timeoutMs = 120_000, cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${command} ${args[0] ?? ''} timed out after ${timeoutMs / 1000}s`))
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/**
 * The settings a bench server's new database starts with (INITIAL_SETTINGS, docs/rules/configuration.md):
 * the bench drives one account and one loopback address far faster than people do, and measures the
 * server, not the API-wide limit (100 a minute by default), so the limit is raised to its maximum. The
 * limiter still counts every call; it just never answers 429 here. A section about the limit sets its own.
 */
export const BENCH_SERVER_SETTINGS = JSON.stringify({ maxRequestsPerMinute: 100_000 })

/**
 * How long a bench server may take to answer /health: a start may bundle the server first (when its
 * sources changed) and opens the database, and on a two-core machine busy with other work a start that
 * compiled TypeScript took more than 60 s. A server that exits is reported at once, so the long wait
 * costs nothing when the start fails.
 */
export const SERVER_READY_TIMEOUT_MS = 180_000

/**
 * Starts the server as `npm start` runs it (`node scripts/start.mjs`: the bundled server, built first when
 * its sources changed; STATIC_DIR is the bench's build, never rebuilt) on a free port with a fresh
 * DATA_DIR, waits for /health.
 * Returns { url, port, stop(), log() }.
 */
export async function startServer({
  staticDir,
  env = {},
  label = 'server',
  readyTimeoutMs = SERVER_READY_TIMEOUT_MS,
}) {
  const port = await freePort()
  const dataDir = tempDir(`${label}-data`)
  const logPath = `${dataDir}.log`
  const logFile = createWriteStream(logPath)
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      INITIAL_SETTINGS: BENCH_SERVER_SETTINGS,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(logFile)
  child.stderr.pipe(logFile)
  let exited = null
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve((exited = { code, signal }))),
  )
  const log = () => {
    try {
      return readFileSync(logPath, 'utf8').trim().split('\n').slice(-8).join('\n')
    } catch {
      return ''
    }
  }
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exit
      clearTimeout(timer)
    }
    logFile.end()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(logPath, { force: true })
  }

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + readyTimeoutMs
  while (Date.now() < deadline) {
    if (exited) {
      const tail = log()
      await stop()
      throw new Error(`${label} exited (${exited.code ?? exited.signal}) before answering /health: ${tail}`)
    }
    try {
      const res = await fetch(`${url}/health`)
      if (res.ok) return { url, port, stop, log }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  await stop()
  throw new Error(`${label} did not answer /health within ${readyTimeoutMs / 1000}s`)
}

/** Starts a node script as a child process and waits for it to print `ready`. */
export function startReadyProcess(script, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${script} did not start`))
    }, 10_000)
    child.on('error', reject)
    child.stdout.on('data', (d) => {
      if (!String(d).includes('ready')) return
      clearTimeout(timer)
      resolve({
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            child.on('exit', done)
            child.kill('SIGTERM')
          }),
      })
    })
  })
}
