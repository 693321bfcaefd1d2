import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Debian's haproxy in front of test servers on loopback, configured as docs/rules/deployment.md shows
// (readiness check, no small-packet delay for the live streams, forwardfor), but balancing round-robin
// so that consecutive requests reach different processes, and naming the process that answered in a
// response header (SERVED_BY) so a test can see it.

export const SERVED_BY = 'x-served-by'

/** The haproxy binary on the PATH (or in /usr/sbin), or null when it is not installed. */
export function findHaproxy(): string | null {
  const found = spawnSync('sh', ['-c', 'PATH="$PATH:/usr/sbin:/usr/local/sbin" command -v haproxy'], {
    encoding: 'utf8',
  })
  return found.status === 0 ? found.stdout.trim() || null : null
}

export interface Haproxy {
  url: string
  output(): string
  stop(): Promise<void>
}

/** The configuration: `servers` by name → port, all on 127.0.0.1. */
export function haproxyConfig(port: number, servers: Record<string, number>): string {
  return [
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '',
    'frontend sitekur',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend servers',
    '',
    'backend servers',
    '  balance roundrobin',
    '  option http-no-delay',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    `  http-response set-header ${SERVED_BY} %s`,
    ...Object.entries(servers).map(
      ([name, serverPort]) => `  server ${name} 127.0.0.1:${serverPort} check inter 1s fall 2 rise 2`,
    ),
    '',
  ].join('\n')
}

/** Starts haproxy in the foreground (`-db`) and resolves once it answers on `port`. */
export async function startHaproxy(port: number, servers: Record<string, number>): Promise<Haproxy> {
  const binary = findHaproxy()
  if (!binary) throw new Error('haproxy is not installed')
  const dir = mkdtempSync(join(tmpdir(), 'sitekur-haproxy-'))
  const config = join(dir, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig(port, servers))
  const child = spawn(binary, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`haproxy exited during start:\n${output}`)
    }
    const answered = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`haproxy did not answer:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, output: () => output, stop }
}
