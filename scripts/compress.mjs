// The build's last step (after `vite build` and any prerender step that rewrites files):
// 1. Brings the service worker's precache manifest up to date with the final files: a file rewritten
//    after vite-plugin-pwa computed its revision (index.html by a prerender) gets its real md5 again,
//    so the service worker refetches it on update instead of keeping an older copy.
// 2. Precompresses for server/static.ts: writes <file>.br (brotli, max quality) and <file>.gz (gzip -9)
//    beside every compressible file, when that is actually smaller. A variant that still unpacks to its
//    file is kept as it is; variants whose source is gone are removed (Vite does not empty an OUT_DIR
//    outside the project).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { extname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import compressibleExtensions from '../server/compressible-extensions.json' with { type: 'json' }

const outDir = process.env.OUT_DIR ?? 'dist'
// One list with the server's on-the-fly compression (server/static.ts).
const compressible = new Set(compressibleExtensions)
const minimumBytes = 256

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile()) yield path
  }
}

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`compress: ${outDir}/index.html is missing; run the build first`)
  process.exit(1)
}

function syncPrecacheRevisions() {
  const swPath = join(outDir, 'sw.js')
  if (!existsSync(swPath)) return
  const sw = readFileSync(swPath, 'utf8')
  const stale = []
  const synced = sw.replace(/\{"revision":"([0-9a-f]{32})","url":"([^"]+)"\}/g, (entry, revision, url) => {
    const file = join(outDir, url)
    if (!existsSync(file)) return entry
    const actual = createHash('md5').update(readFileSync(file)).digest('hex')
    if (actual === revision) return entry
    stale.push(url)
    return `{"revision":"${actual}","url":"${url}"}`
  })
  if (synced === sw) return
  writeFileSync(swPath, synced)
  console.log(`compress: precache revisions refreshed for ${[...new Set(stale)].join(', ')}`)
}

syncPrecacheRevisions()

/**
 * The variant already beside the file when it still unpacks to the file's bytes (an OUT_DIR compressed
 * before, with only some files rewritten since): unpacking costs a fraction of brotli's best quality.
 */
function upToDate(variantPath, body, decompress) {
  if (!existsSync(variantPath)) return undefined
  const variant = readFileSync(variantPath)
  try {
    return decompress(variant).equals(body) ? variant : undefined
  } catch {
    return undefined
  }
}

let sourceBytes = 0
let brBytes = 0
let gzBytes = 0
let count = 0
for (const file of [...files(outDir)]) {
  if (/\.(br|gz)$/.test(file)) {
    if (!existsSync(file.slice(0, -3))) rmSync(file)
    continue
  }
  if (!compressible.has(extname(file).toLowerCase())) continue
  const body = readFileSync(file)
  const variants = {
    '.br':
      upToDate(file + '.br', body, brotliDecompressSync) ??
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    '.gz': upToDate(file + '.gz', body, gunzipSync) ?? gzipSync(body, { level: 9 }),
  }
  for (const [suffix, data] of Object.entries(variants)) {
    const target = file + suffix
    if (body.length >= minimumBytes && data.length < body.length) writeFileSync(target, data)
    else rmSync(target, { force: true })
  }
  if (body.length >= minimumBytes) {
    count += 1
    sourceBytes += body.length
    brBytes += Math.min(variants['.br'].length, body.length)
    gzBytes += Math.min(variants['.gz'].length, body.length)
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log(
  `compress: ${count} files in ${outDir}, ${kb(sourceBytes)} → br ${kb(brBytes)}, gzip ${kb(gzBytes)}`,
)
