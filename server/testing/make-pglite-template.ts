import { rmSync } from 'node:fs'
import { openPglite } from '../db/open-pglite'

// `node build/server/make-pglite-template.mjs DIR`: an empty, migrated PGlite data directory at DIR. The e2e
// suite copies it into each server's DATA_DIR/pglite, so a server opens a migrated database (about a
// second) instead of creating and migrating one (PGlite's initdb in WASM takes several).
const target = process.argv[2]
if (!target) {
  console.error('usage: make-pglite-template DIR')
  process.exit(2)
}
rmSync(target, { recursive: true, force: true })
const database = await openPglite(target)
await database.migrate()
await database.close()
