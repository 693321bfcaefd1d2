import { z } from 'zod'
import { activityLogEntrySchema } from '../activity/activity-log.shared'
import { idSchema, timestampSchema } from '../lib/common.shared'

// What the live stream carries (docs/rules/live-updates.md): one event per change, naming the
// resource that changed so clients refetch what shows it. Admins receive every event; a customer
// receives the events that name them in `userIds`.

export const liveEventSchema = z.object({
  id: idSchema,
  at: timestampSchema,
  /** The declared resource name ('websiteRequests', 'customerRequests', …) or 'session'. */
  resource: z.string(),
  recordId: z.string().nullable(),
  /** What happened, in Turkish (the activity entry's action). */
  action: z.string(),
  /** The customers the change concerns (their streams receive it). */
  userIds: z.array(idSchema),
  /** The activity entry (admins' streams only). */
  entry: activityLogEntrySchema.optional(),
})
export type LiveEvent = z.infer<typeof liveEventSchema>

/** resource 'session', action SIGNED_OUT: the named users' sessions were ended (suspension, deletion). */
export const SESSION_RESOURCE = 'session'
export const SIGNED_OUT = 'signed-out'

/**
 * resource 'resync': this process may have missed other processes' events (its listening connection was
 * lost and is back). Every open stream ends, so its client connects again and reads what it shows anew,
 * and every cached copy of shared state is dropped (docs/rules/live-updates.md#several-server-processes).
 */
export const RESYNC_RESOURCE = 'resync'

/** The resync event of a process whose listener is back at `at`. */
export function resyncEvent(id: string, at: string): LiveEvent {
  return { id, at, resource: RESYNC_RESOURCE, recordId: null, action: 'resync', userIds: [] }
}

/** resource 'systemSettings': the settings changed; every process drops its cached copy (docs/rules/system-settings.md#cache). */
export const SETTINGS_RESOURCE = 'systemSettings'
