// The server bundle: server/main.ts and PGlite's worker bundled with esbuild, so a start loads a few files
// instead of compiling TypeScript. `npm start` runs build/start/main.mjs (scripts/start.mjs builds it when
// it is missing or older than its sources); the servers tests start run build/server/main.mjs
// (tests/support/server-build.ts, which adds the PGlite template maker). docs/testing.md#servers-in-tests.
// Usage: node scripts/build-server.mjs <out dir>
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Files that find a module this build writes beside the bundle: they keep the bundle's own URL. */
const BUNDLE_NEIGHBOURS = ['server/db/pglite-worker-client.ts']

/**
 * Files that find their neighbours through `import.meta.url` (the migrations folder, package.json, the
 * invoice font) keep their source file's URL, so the bundle reads exactly what `tsx server/main.ts` reads.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (BUNDLE_NEIGHBOURS.some((file) => path === join(root, file))) return undefined
      const text = await readFile(path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: 'ts',
      }
    })
  },
}

const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  'dejavu-fonts-ttf',
  'nodemailer',
  'web-push',
  'sharp',
]

/** Bundles the server (main.mjs) and PGlite's worker, with `extraEntries` beside them, into `outdir`. */
export async function bundleServer(outdir, extraEntries = {}) {
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      // PGlite's worker thread (server/db/pglite-worker-client.ts finds it beside main.mjs).
      'pglite-worker': 'server/db/pglite-worker.ts',
      ...extraEntries,
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // What the code loads with import() only when first used (pdf-lib and fontkit with the first invoice
    // PDF, the S3 client with S3_URL) becomes a file of its own beside main.mjs, read then, not parsed at
    // every start. Chunks stay beside the entries: code that finds a neighbour through import.meta.url
    // (BUNDLE_NEIGHBOURS) finds it from any of them.
    splitting: true,
    // Pure-JavaScript packages go into the bundle too: resolving and loading them one by one was a
    // quarter of a start's CPU. Packages that find files of their own (PGlite's WASM, the font, the mailer's
    // and web-push's CommonJS) or load native code (argon2, pg's optional native driver) stay outside.
    external: EXTERNAL_PACKAGES,
    // Bundled CommonJS packages call require(): ESM has none, so the bundle makes one.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrls],
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv[2]) throw new Error('usage: node scripts/build-server.mjs <out dir>')
  await bundleServer(process.argv[2])
}
