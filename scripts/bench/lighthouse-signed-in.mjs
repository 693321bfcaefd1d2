// Section: Lighthouse 13 (mobile, default config) on the full customer dashboard, signed in.
// The session lives in localStorage (src/lib/session.ts), so the run needs a browser that holds one: the
// bench starts Debian's Chromium with a debugging port and its own profile, creates a customer through the
// admin API, gives them a website request (the dashboard is not empty), signs in through the login form
// and leaves the page. Lighthouse then audits `/#/user-dashboard` in that browser. Its default storage
// reset clears the service worker, Cache Storage and the HTTP cache but not localStorage: a cold load
// by a signed-in customer. The report must show the dashboard, not the login page it redirects to.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { BENCH_ADMIN, BENCH_USER_PASSWORD, login } from './api-client.mjs'
import { CHROME_FLAGS, runLighthouse13, scoreRows } from './lighthouse.mjs'
import { freePort, tempDir } from './processes.mjs'
import { kb, row } from './report.mjs'

const GOAL = 0.9
const DASHBOARD = '/#/user-dashboard'

async function post(baseUrl, path, token, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${path} → ${res.status}: ${text.slice(0, 120)}`)
  return JSON.parse(text)
}

/** A customer created by the admin, with one website request of their own; resolves their email. */
async function seedCustomer(baseUrl) {
  const adminToken = await login(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
  const email = `panel-olcum-${Date.now().toString(36)}@example.com`
  await post(baseUrl, '/api/users', adminToken, {
    action: 'create',
    name: 'Deniz Yılmaz',
    email,
    password: BENCH_USER_PASSWORD,
    role: 'user',
    status: 'active',
  })
  const token = await login(baseUrl, email, BENCH_USER_PASSWORD)
  await post(baseUrl, '/api/submit-website-simple.php', token, {
    name: 'Yılmaz Fırın',
    businessType: 'gida',
    description: 'Ekmek, pasta ve sipariş sayfası olan bir mahalle fırını sitesi',
    selectedPackage: 'basic',
  })
  return email
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** True while any process of the group `pgid` is alive. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Debian's Chromium, headless, listening for DevTools on a free port with a throw-away profile, in a
 * process group of its own so that stopping it ends its helper processes too. BENCH_CHROMIUM_NICE=<n>
 * runs it under `nice -n <n>` (e.g. -10 as root: steadier figures on a machine busy with other work).
 */
async function startChromium() {
  const port = await freePort()
  const profile = tempDir('chromium-profile')
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const args = [
    ...CHROME_FLAGS.split(' '),
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]
  const nice = process.env.BENCH_CHROMIUM_NICE
  const [command, commandArgs] = nice ? ['nice', ['-n', nice, executable, ...args]] : [executable, args]
  const child = spawn(command, commandArgs, { stdio: 'ignore', detached: true })
  const stop = async () => {
    for (const [signal, waitMs] of [
      ['SIGTERM', 5_000],
      ['SIGKILL', 5_000],
    ]) {
      if (!groupAlive(child.pid)) break
      process.kill(-child.pid, signal)
      for (const until = Date.now() + waitMs; groupAlive(child.pid) && Date.now() < until;) await sleep(50)
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop }
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  await stop()
  throw new Error('Chromium did not open its debugging port')
}

/** Signs the customer in through the login form and waits for their dashboard; leaves no page open. */
async function signIn(port, baseUrl, email) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(`${baseUrl}/#/login`)
    await page.getByLabel('E-posta').fill(email)
    await page.getByLabel('Şifre', { exact: true }).fill(BENCH_USER_PASSWORD)
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click()
    await page.waitForURL(/#\/user-dashboard$/, { timeout: 20_000 })
    await page.getByText('Yılmaz Fırın').first().waitFor({ timeout: 20_000 })
    await page.close()
  } finally {
    // Disconnects: a browser reached over CDP keeps running.
    await browser.close()
  }
}

/** The scripts the audited page loaded, as transferred (compressed): bytes and file count. */
function scriptTransfer(report) {
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  )
  return { files: scripts.length, bytes: scripts.reduce((total, item) => total + item.transferSize, 0) }
}

/** A running Chromium ({ port, stop }) in which a seeded customer is signed in to `baseUrl`. */
export async function signedInBrowser(baseUrl) {
  const email = await seedCustomer(baseUrl)
  const browser = await startChromium()
  try {
    await signIn(browser.port, baseUrl, email)
    return browser
  } catch (error) {
    await browser.stop()
    throw error
  }
}

export async function signedInDashboardSection({ baseUrl }) {
  const browser = await signedInBrowser(baseUrl)
  try {
    const { report, ranWith, notes } = await runLighthouse13({
      url: `${baseUrl}${DASHBOARD}`,
      port: browser.port,
      keepAs: 'lighthouse-13-user-dashboard.json',
    })
    if (!new URL(report.finalDisplayedUrl).hash.startsWith('#/user-dashboard'))
      throw new Error(`not signed in: the run ended on ${report.finalDisplayedUrl}`)
    const { rows, scores } = scoreRows(report, { ranWith, notes, goal: GOAL })
    const js = scriptTransfer(report)
    rows.push(row('JS loaded by the run (transferred)', `${kb(js.bytes)} in ${js.files} files`))
    return {
      rows,
      notes,
      json: {
        ranWith,
        lighthouseVersion: report.lighthouseVersion,
        url: report.finalDisplayedUrl,
        scores,
        scriptTransfer: js,
      },
    }
  } finally {
    await browser.stop()
  }
}
