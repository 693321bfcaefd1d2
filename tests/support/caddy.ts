import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Debian's caddy in front of a test server on loopback, with the Caddyfile the repository ships
// (deploy/Caddyfile) and, for the test only, Caddy's own local CA instead of a public one, its own ports
// and storage, and no admin endpoint (docs/rules/custom-domains.md#https).

/** The caddy binary on the PATH, or null when it is not installed. */
export function findCaddy(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() || null : null
}

export interface Caddy {
  httpsPort: number
  /** The local CA's root certificate (PEM): what a client trusts to check the sites' certificates. */
  rootCertificate(): string
  output(): string
  stop(): Promise<void>
}

const TEST_OPTIONS = (dir: string, ports: { http: number; https: number }) =>
  [
    '\tadmin off',
    '\tlocal_certs',
    '\tskip_install_trust',
    `\thttp_port ${ports.http}`,
    `\thttps_port ${ports.https}`,
    `\tstorage file_system {\n\t\troot ${join(dir, 'storage')}\n\t}`,
  ].join('\n')

/** Starts caddy with deploy/Caddyfile in front of `upstream` ('127.0.0.1:<port>'). */
export async function startCaddy(upstream: string, ports: { http: number; https: number }): Promise<Caddy> {
  const binary = findCaddy()
  if (!binary) throw new Error('caddy is not installed')
  const dir = mkdtempSync(join(tmpdir(), 'sitekur-caddy-'))
  const shipped = readFileSync(join(process.cwd(), 'deploy/Caddyfile'), 'utf8')
  // The test's options join the shipped global block; its site block is used as shipped.
  const config = shipped.replace(/^\{\n/m, `{\n${TEST_OPTIONS(dir, ports)}\n`)
  const file = join(dir, 'Caddyfile')
  writeFileSync(file, config)
  const child = spawn(binary, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, SITEKUR_UPSTREAM: upstream, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 20_000
  while (!output.includes('serving initial configuration')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`caddy did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    httpsPort: ports.https,
    rootCertificate: () => readFileSync(join(dir, 'storage/pki/authorities/local/root.crt'), 'utf8'),
    output: () => output,
    stop,
  }
}
