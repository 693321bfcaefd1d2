import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes SQL migrations from the schema; the server applies them on start
// (PGlite and PostgreSQL alike, server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
})
