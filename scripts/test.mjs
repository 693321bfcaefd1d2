// `npm test`: every check, then one closing line "N passed, N failed" (docs/testing.md). A failing stage
// does not stop the others. Typecheck, lint and build each keep one core busy, so they run side by side
// (their output is printed whole as each ends), and Vitest takes the core lint and the build leave; the
// end-to-end stage uses both cores on its own.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

const counts = { passed: 0, failed: 0, skipped: 0 }
const failures = []
const started = Date.now()

/** Runs one stage; `quiet` buffers its output and prints it whole at the end (stages side by side). */
function run(label, command, args, { quiet = false } = {}) {
  const begun = Date.now()
  if (!quiet) console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - begun) / 1000).toFixed(1)
      if (quiet) console.log(`\n=== ${label}: ${command} ${args.join(' ')}\n${output.trimEnd()}`)
      console.log(`=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)`)
      if (code !== 0) failures.push(label)
      resolve(code === 0)
    })
  })
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

const typechecked = run('typecheck', 'npm', ['run', '--silent', 'typecheck'], { quiet: true })
const [, built] = await Promise.all([
  run('lint', 'npm', ['run', '--silent', 'lint'], { quiet: true }),
  run('build', 'npm', ['run', '--silent', 'build'], { quiet: true }),
])
// Vitest needs neither the build nor the types: it starts once lint and the build are done, on the core they
// leave, while the type check (the longest of the three) finishes on the other.
await run('unit and contract', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
])
countVitest(`${results}/vitest.json`)
await typechecked
if (built) {
  await run('e2e (Chromium)', 'npx', ['playwright', 'test'])
  countPlaywright(`${results}/e2e.json`)
}

console.log('')
console.log(`Total: ${((Date.now() - started) / 1000).toFixed(1)}s`)
if (failures.length) console.log(`Failed stages: ${failures.join(', ')}`)
const failed = counts.failed + (failures.length && counts.failed === 0 ? failures.length : 0)
console.log(`Tests: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`)
process.exit(failures.length ? 1 : 0)
