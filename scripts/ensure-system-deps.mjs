// pretest: installs Debian's chromium, its headless shell, postgresql, haproxy and caddy when they are missing, so
// `npm test` runs on a fresh machine. haproxy and caddy only serve the three-process and custom-domain crash tests,
// which skip without them: a user who cannot install packages is told, not stopped.
import { existsSync, readdirSync } from 'node:fs'
import { execFileSync, spawnSync } from 'node:child_process'

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0
}

function hasPostgres() {
  if (hasCommand('initdb') && hasCommand('pg_ctl')) return true
  const root = '/usr/lib/postgresql'
  return existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/initdb`))
}

const missing = []
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium')
if (!existsSync(process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'))
  missing.push('chromium-headless-shell')
if (!hasPostgres()) missing.push('postgresql')
if (!hasCommand('haproxy') && !existsSync('/usr/sbin/haproxy')) missing.push('haproxy')
if (!hasCommand('caddy')) missing.push('caddy')
/** Packages whose tests skip without them. */
const OPTIONAL = new Set(['haproxy', 'caddy'])

if (missing.length === 0) process.exit(0)
if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
  if (missing.every((name) => OPTIONAL.has(name))) {
    console.warn(
      `${missing.join(' and ')} not installed: the crash tests that need them will be skipped (apt-get install ${missing.join(' ')}).`,
    )
    process.exit(0)
  }
  console.error(
    `Missing system packages: ${missing.join(', ')}. Install them (Debian: apt-get install ${missing.join(' ')}).`,
  )
  process.exit(1)
}
console.log(`Installing ${missing.join(', ')} from Debian's packages…`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env })
