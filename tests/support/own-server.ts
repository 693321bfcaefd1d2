import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDataDir, serverArgs } from './server-build'

/**
 * The settings every test server's database starts with (INITIAL_SETTINGS): specs drive one account from
 * several pages and the test process at once, far faster than a person, so the API-wide limit per account
 * (100 a minute by default) is raised out of their way. Its own rules are proven by the contract suite
 * (tests/contract/rate-limit-store.suite.ts); a spec about the defaults passes INITIAL_SETTINGS '{}'.
 */
export const TEST_SERVER_SETTINGS = JSON.stringify({ maxRequestsPerMinute: 100_000 })

export interface OwnServer {
  url: string
  stop: () => Promise<void>
}

/**
 * Starts the real server (the bundle of server/main.ts, from a migrated template database) on a free port with its own static dir and data dir, for tests
 * that need an origin of their own (a service worker registration is per origin).
 */
export async function startOwnServer(
  staticDir: string,
  options: { env?: Record<string, string> } = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-own-server-'))
  seedDataDir(dataDir)
  const child: ChildProcess = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      INITIAL_SETTINGS: TEST_SERVER_SETTINGS,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const port = /listening on (?:http:\/\/)?[^\s:]+:(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)))
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { url, stop }
}
