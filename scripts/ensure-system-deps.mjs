// pretest: installs Debian's chromium, its headless shell, postgresql and haproxy when they are missing, so `npm test`
// runs on a fresh machine. haproxy only serves the three-process crash test, which skips without it: a user who
// cannot install packages is told, not stopped.
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

if (missing.length === 0) process.exit(0)
if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
  if (missing.length === 1 && missing[0] === 'haproxy') {
    console.warn(
      'haproxy is not installed: the three-process crash test will be skipped (apt-get install haproxy).',
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
