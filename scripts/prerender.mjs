// Build step after `vite build`: renders the page frame and the landing page to HTML with React on Node
// and puts it into OUT_DIR/index.html at <!--app-html-->, so "/" paints before any script runs and the
// landing page's components never ship to a first visit (see src/lib/prerendered-landing.ts).
//
// vite-plugin-pwa wrote the service worker's precache manifest during `vite build`, with the revision
// (md5) of index.html as it was then. This step rewrites index.html, so it also swaps that revision for
// the new file's md5 in OUT_DIR/sw.js; otherwise an updated service worker would keep serving the old
// page. (scripts/compress.mjs re-checks every precache revision afterwards as well.)
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const outDir = process.env.OUT_DIR ?? 'dist'
const placeholder = '<!--app-html-->'
const md5 = (text) => createHash('md5').update(text).digest('hex')

async function renderLanding() {
  const ssrDir = mkdtempSync(join(tmpdir(), 'sitekur-prerender-'))
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: 'src/entry-prerender.tsx',
        outDir: ssrDir,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
      },
    })
    const entry = await import(pathToFileURL(join(ssrDir, 'entry-prerender.mjs')).href)
    return entry.renderLandingHtml()
  } finally {
    rmSync(ssrDir, { recursive: true, force: true })
  }
}

function updatePrecacheRevision(oldHtml, newHtml) {
  const swPath = join(outDir, 'sw.js')
  if (!existsSync(swPath)) return
  const sw = readFileSync(swPath, 'utf8')
  const entry = (revision) => `{"revision":"${revision}","url":"index.html"}`
  if (!sw.includes(entry(md5(oldHtml)))) {
    throw new Error(
      `prerender: ${swPath} has no precache entry for index.html with the revision it was built with`,
    )
  }
  writeFileSync(swPath, sw.replace(entry(md5(oldHtml)), entry(md5(newHtml))))
}

const indexPath = join(outDir, 'index.html')
const template = readFileSync(indexPath, 'utf8')
if (template.split(placeholder).length !== 2) {
  throw new Error(
    `prerender: ${indexPath} must contain ${placeholder} exactly once (was it prerendered already?)`,
  )
}
const appHtml = await renderLanding()
if (!appHtml.includes('data-prerendered'))
  throw new Error('prerender: the landing wrapper lost data-prerendered')
const page = template.replace(placeholder, appHtml)
writeFileSync(indexPath, page)
updatePrecacheRevision(template, page)
console.log(
  `prerender: ${indexPath} carries the landing page (${(appHtml.length / 1024).toFixed(1)} KB of HTML)`,
)
