import { sql } from 'drizzle-orm'
import { text, timestamp } from 'drizzle-orm/pg-core'

// Shared column shapes: text ids (the api's Ids port makes them), instants always with time zone.
export const id = () => text('id').primaryKey()

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const createdAt = () =>
  instant('created_at')
    .notNull()
    .default(sql`now()`)
