// The settings' time zone for every date the screens write (format-date.ts): read once per page from
// GET /api/settings/public (the offline demo answers it too). Until it arrives, or when it cannot be
// read, dates are written in the default zone, Istanbul.
import { z } from 'zod'
import { api } from '../api-client'
import { setDisplayTimeZone } from '../format-date'
import { PUBLIC_SETTINGS_PATH } from './public-settings'

const timeZoneSchema = z
  .object({ timezone: z.string().optional().catch(undefined) })
  .transform((answer) => answer.timezone)

let asked = false

/** Reads the settings' zone once per page and writes every later date in it. */
export async function followSettingsTimeZone(): Promise<void> {
  if (asked) return
  asked = true
  try {
    const zone = await api.get(PUBLIC_SETTINGS_PATH, { auth: false, schema: timeZoneSchema })
    if (zone) setDisplayTimeZone(zone)
  } catch {
    // No answer: the default zone stays, which is the settings' own default.
  }
}
