// Sections 2 and 4: Lighthouse 13 (mobile, default config) and the PWA category of Lighthouse 11.7.1, on `/`.
// runLighthouse13 and scoreRows also serve the signed-in dashboard run (lighthouse-signed-in.mjs).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { root, run, tempDir } from './processes.mjs'
import { naRow, row } from './report.mjs'

export const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const GOAL = 0.95

// With --port Lighthouse audits the browser already running there and ignores --chrome-flags.
async function lighthouse({ node, cli, url, args = [], keepAs }) {
  const dir = tempDir('lighthouse')
  const output = join(dir, 'report.json')
  try {
    const result = await run(
      node,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        ...args,
      ],
      { env: { CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, timeoutMs: 180_000 },
    )
    if (!existsSync(output)) {
      const why = (result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ')
      throw new Error(`lighthouse exited ${result.code}: ${why || 'no report'}`)
    }
    const report = JSON.parse(readFileSync(output, 'utf8'))
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`)
    if (keepAs) {
      mkdirSync(join(root, 'bench-results'), { recursive: true })
      copyFileSync(output, join(root, 'bench-results', keepAs))
    }
    return report
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const erroredAudits = (report) =>
  Object.values(report.audits)
    .filter((a) => a.scoreDisplayMode === 'error')
    .map((a) => a.id)

// lighthouse@13 declares node >= 22.19; Node 20 runs it but lacks iterator helpers some insight audits use.
// Those audits then error, so such a run is redone on a Node 22 binary from the npm registry (node@22).
async function node22() {
  const probe = await run(
    'npx',
    ['-y', '-p', 'node@22', 'node', '-p', 'process.execPath+" "+process.version'],
    {
      timeoutMs: 180_000,
    },
  )
  const [path, version] = probe.stdout.trim().split('\n').at(-1).split(' ')
  if (probe.code !== 0 || !path)
    throw new Error(`node@22 from npm unavailable: ${probe.stderr.trim().slice(-200)}`)
  return { path, version }
}

/**
 * One Lighthouse 13 run of `url` (mobile, default config) on the system Node, redone on Node 22 when
 * audits error there. `port`: audit in the Chromium already listening there (its profile, its storage)
 * instead of a fresh one. Resolves { report, ranWith, notes }.
 */
export async function runLighthouse13({ url, port, keepAs }) {
  const cli = join(root, 'node_modules/lighthouse/cli/index.js')
  if (!existsSync(cli)) throw new Error('node_modules/lighthouse is not installed')
  const args = port ? [`--port=${port}`] : []
  const notes = []
  try {
    const report = await lighthouse({ node: process.execPath, cli, url, args, keepAs })
    const errored = erroredAudits(report)
    if (!errored.length) return { report, ranWith: `node ${process.version} (system)`, notes }
    notes.push(
      `on node ${process.version}: ${errored.length} audits errored (${errored.join(', ')}); re-ran on Node 22`,
    )
  } catch (error) {
    notes.push(`on node ${process.version}: ${error.message.slice(0, 160)}; re-ran on Node 22`)
  }
  const node = await node22()
  const report = await lighthouse({ node: node.path, cli, url, args, keepAs })
  const errored = erroredAudits(report)
  if (errored.length) notes.push(`still errored on ${node.version}: ${errored.join(', ')}`)
  return { report, ranWith: `node ${node.version} (npm package node@22)`, notes }
}

/** The rows of a Lighthouse 13 report: version, each category against `goal` (0–1), the core metrics. */
export function scoreRows(report, { ranWith, notes, goal }) {
  const rows = [
    row(
      'Lighthouse version / form factor',
      `${report.lighthouseVersion} / ${report.configSettings.formFactor}`,
    ),
    row('ran with', ranWith),
  ]
  const scores = {}
  for (const id of CATEGORIES) {
    const category = report.categories[id]
    if (!category || category.score === null) {
      rows.push(naRow(id, 'no score'))
      continue
    }
    scores[id] = Math.round(category.score * 100)
    rows.push(row(category.title, scores[id], `≥ ${Math.round(goal * 100)}`, category.score >= goal))
    if (category.score < 1) notes.push(`${category.title} < 100: ${shortfalls(report, category).join('; ')}`)
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
  rows.push(
    row('FCP / LCP / TBT / CLS', metrics.map((id) => report.audits[id]?.displayValue ?? '—').join(' / ')),
  )
  return { rows, scores }
}

export async function lighthouse13Section({ baseUrl }) {
  const { report, ranWith, notes } = await runLighthouse13({
    url: `${baseUrl}/`,
    keepAs: 'lighthouse-13.json',
  })
  const { rows, scores } = scoreRows(report, { ranWith, notes, goal: GOAL })
  return { rows, notes, json: { ranWith, lighthouseVersion: report.lighthouseVersion, scores } }
}

// The audits that cost points in a category, heaviest first.
function shortfalls(report, category) {
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .slice(0, 5)
    .map(
      ({ audit }) =>
        `${audit.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    )
}

export async function pwaSection({ baseUrl }) {
  const cli = join(root, 'node_modules/lighthouse-pwa/cli/index.js')
  if (!existsSync(cli))
    return { rows: [naRow('Lighthouse 11.7.1 PWA', 'node_modules/lighthouse-pwa is not installed')] }
  const report = await lighthouse({
    node: process.execPath,
    cli,
    url: `${baseUrl}/`,
    args: ['--only-categories=pwa'],
    keepAs: 'lighthouse-pwa.json',
  })
  const category = report.categories.pwa
  const rows = [row('Lighthouse version', `${report.lighthouseVersion} (node ${process.version})`)]
  const notes = []
  const audits = {}
  for (const ref of category.auditRefs) {
    const audit = report.audits[ref.id]
    if (audit.scoreDisplayMode === 'manual') {
      audits[ref.id] = 'manual'
      rows.push(row(ref.id, 'manual check (not automated)'))
      continue
    }
    const pass = audit.score === 1
    audits[ref.id] = pass ? 'pass' : 'fail'
    rows.push(row(ref.id, pass ? 'pass' : 'FAIL', 'pass', pass))
    if (!pass) {
      const reasons = (audit.details?.items ?? []).map((i) => i.reason).filter(Boolean)
      notes.push(`${ref.id}: ${reasons.join('; ') || audit.explanation || audit.errorMessage || 'failed'}`)
    }
  }
  return { rows, notes, json: { lighthouseVersion: report.lighthouseVersion, audits } }
}
