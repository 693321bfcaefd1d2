// `npm test`: every check, in order, then one closing line "N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const counts = { passed: 0, failed: 0, skipped: 0 }
const failures = []

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`)
  if (result.status !== 0) failures.push(label)
  return result.status === 0
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  counts.passed += report.numPassedTests ?? 0
  counts.failed += report.numFailedTests ?? 0
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {}
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  counts.failed += stats.unexpected ?? 0
  counts.skipped += stats.skipped ?? 0
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck'])
run('lint', 'npm', ['run', '--silent', 'lint'])
run('unit and contract', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
])
countVitest(`${results}/vitest.json`)
if (run('build', 'npm', ['run', '--silent', 'build'])) {
  run('e2e (Chromium)', 'npx', ['playwright', 'test'])
  countPlaywright(`${results}/e2e.json`)
}

console.log('')
if (failures.length) console.log(`Failed stages: ${failures.join(', ')}`)
const failed = counts.failed + (failures.length && counts.failed === 0 ? failures.length : 0)
console.log(`Tests: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`)
process.exit(failures.length ? 1 : 0)
