// Adds to package-lock.json the platform builds that an optional dependency names but npm left out.
//
// npm writes a lockfile entry only for the builds it could resolve from the registry it used. Where that
// registry lacks another platform's build of the locked version (a partial mirror, as on our machines),
// the entry is left out and `npm ci` refuses the lockfile ("Missing: X@ from lock file"). This script adds
// each missing entry as npm would have written it: optional, with the platform (`os`, `cpu`, `libc`) of
// the package's newest published manifest, so `npm ci` skips the builds that are not for the machine.
// Run it after every `npm install` that changes the lockfile (docs/install.md).
import { execSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { missingOptionalEntries } from './lockfile-gaps.mjs'

const LOCKFILE = new URL('../package-lock.json', import.meta.url)
const registry = execSync('npm config get registry', { stdio: ['ignore', 'pipe', 'ignore'] })
  .toString()
  .trim()
  .replace(/\/$/, '')

async function platformOf(name) {
  const response = await fetch(`${registry}/${name.replace('/', '%2f')}`, {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
  })
  if (!response.ok) return {}
  const document = await response.json()
  const versions = document.versions ?? {}
  const manifest = versions[document['dist-tags']?.latest] ?? Object.values(versions).at(-1)
  const platform = {}
  for (const key of ['os', 'cpu', 'libc']) if (manifest?.[key]) platform[key] = manifest[key]
  return platform
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'))
const missing = missingOptionalEntries(lock)
for (const { name, version, dev } of missing) {
  lock.packages[`node_modules/${name}`] = {
    version,
    ...(dev ? { dev: true } : {}),
    optional: true,
    ...(await platformOf(name)),
  }
}
const [root, ...rest] = Object.entries(lock.packages)
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))])
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: ${missing.length} platform build(s) added`)
