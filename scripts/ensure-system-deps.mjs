// pretest: installs Debian's chromium, its headless shell and postgresql when they are missing, so `npm test` runs on a fresh machine.
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

if (missing.length === 0) process.exit(0)
if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
  console.error(
    `Missing system packages: ${missing.join(', ')}. Install them (Debian: apt-get install ${missing.join(' ')}).`,
  )
  process.exit(1)
}
console.log(`Installing ${missing.join(', ')} from Debian's packages…`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env })
