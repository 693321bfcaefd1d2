import { gzipSync } from 'node:zlib'

/**
 * The JavaScript (gzip) a client-side navigation to `hash` loads in an open page of the app: the
 * route's own chunks, beyond what the page already had.
 */
export async function routeJs(page, hash) {
  const pending = []
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  }
  page.on('response', onResponse)
  await page.evaluate((target) => (location.hash = target), hash)
  await page.waitForLoadState('networkidle').catch(() => {})
  page.off('response', onResponse)
  const sizes = await Promise.all(pending)
  return { gzip: sizes.reduce((a, b) => a + b, 0), chunks: sizes.length }
}
