import { execFile, execFileSync } from 'node:child_process'
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from './free-port'

// A throwaway PostgreSQL cluster for tests: initdb into a temp dir, pg_ctl start on a free port,
// stop and delete on close. initdb refuses to run as root, so as root the binaries run through
// `runuser -u postgres --` (or `nobody` when there is no postgres user) with the dir chowned to it.

export interface PostgresBinaries {
  initdb: string
  pgCtl: string
}

export interface PostgresCluster {
  port: number
  dataDir: string
  /** Connection string of a database of this cluster (default: postgres). */
  url(database?: string): string
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>
  dropDatabase(name: string): Promise<void>
  stop(): Promise<void>
  /** Stops the server at once, as a crash does (`-m immediate`), keeping its data for `resume`. */
  crash(): Promise<void>
  /** Starts the server again on the same port and data after `crash`. */
  resume(): Promise<void>
  /** For process 'exit' handlers, where nothing asynchronous runs any more. */
  stopSync(): void
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export function findPostgresBinaries(): PostgresBinaries | null {
  const dirs = (process.env.PATH ?? '').split(':').filter(Boolean)
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    dirs.push(...versions.map((v) => join(debian, v, 'bin')))
  }
  for (const dir of dirs) {
    const initdb = join(dir, 'initdb')
    const pgCtl = join(dir, 'pg_ctl')
    if (executable(initdb) && executable(pgCtl)) return { initdb, pgCtl }
  }
  return null
}

interface RunAs {
  user: string
  uid: number
  gid: number
}

function runAsUser(): RunAs | null {
  if (process.getuid?.() !== 0) return null
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim())
      return { user, uid, gid }
    } catch {
      // try the next one
    }
  }
  throw new Error('Running as root and neither a postgres nor a nobody user exists for initdb.')
}

function run(runAs: RunAs | null, command: string, args: string[]): Promise<string> {
  const [file, argv] = runAs ? ['runuser', ['-u', runAs.user, '--', command, ...args]] : [command, args]
  return new Promise((resolve, reject) => {
    execFile(file, argv, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${error.message}\n${stdout}\n${stderr}`))
      else resolve(stdout)
    })
  })
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** Starts a cluster, or returns null when initdb/pg_ctl are not installed. */
export async function startPostgresCluster(): Promise<PostgresCluster | null> {
  const binaries = findPostgresBinaries()
  if (!binaries) return null
  const runAs = runAsUser()
  const root = mkdtempSync(join(tmpdir(), 'sitekur-pg-'))
  if (runAs) chownSync(root, runAs.uid, runAs.gid)
  const dataDir = join(root, 'data')
  const port = await freePort()
  const options = `-c fsync=off -c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c max_connections=200`
  const start = () =>
    run(runAs, binaries.pgCtl, [
      '-D',
      dataDir,
      '-l',
      join(root, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ])
  try {
    await run(runAs, binaries.initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ])
    await start()
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`
  let stopped = false
  return {
    port,
    dataDir,
    url,
    async createDatabase(name) {
      await adminQuery(url(), `create database "${name}"`)
      return url(name)
    },
    async dropDatabase(name) {
      await adminQuery(url(), `drop database if exists "${name}" with (force)`)
    },
    async crash() {
      await run(runAs, binaries.pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    },
    async resume() {
      await start()
    },
    async stop() {
      if (stopped) return
      stopped = true
      try {
        await run(runAs, binaries.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    },
    stopSync() {
      if (stopped) return
      stopped = true
      const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop']
      try {
        if (runAs)
          execFileSync('runuser', ['-u', runAs.user, '--', binaries.pgCtl, ...args], { stdio: 'ignore' })
        else execFileSync(binaries.pgCtl, args, { stdio: 'ignore' })
      } catch {
        // already stopped
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    },
  }
}
