// Bundles the Node host (server/main.ts) into build/server/main.mjs, so a process starts without
// compiling TypeScript on the fly: the e2e suite starts dozens of servers (docs/testing.md). Packages stay
// external (node_modules is beside the bundle's folder). Files that find their neighbours through
// `import.meta.url` (the migrations folder, package.json, the invoice font) keep their source file's URL,
// so the bundle reads exactly what `tsx server/main.ts` reads.
import { readFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

const sourceUrls = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8')
      if (!text.includes('import.meta.url')) return undefined
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: 'ts',
      }
    })
  },
}

/** Builds the bundle; `entries` maps output names to source files (relative to the repository). */
export async function buildServer(entries = { main: 'server/main.ts' }) {
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir: 'build/server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceUrls],
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer()
