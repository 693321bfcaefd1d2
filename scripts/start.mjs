// `npm start`: builds the PWA when dist/ is missing or older than the sources, then runs the server.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, statSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const sourceDirs = ['src', 'sw', 'manifest', 'public', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
const sources = Math.max(...sourceDirs.map(newestMtime))
if (built < sources) {
  console.log('Building the PWA (dist/ is missing or out of date)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
