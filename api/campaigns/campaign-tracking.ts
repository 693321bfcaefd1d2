import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { ApiPorts } from '../ports'
import { campaignRecipientResource } from './campaign-resource'
import { verifyCampaignToken } from './campaign-tokens'

// What a campaign mail's links do (docs/rules/email-campaigns.md#tracking and #unsubscribe): an open or
// a click is recorded once per recipient (compare-and-set on NULL), a click also counts as an open (mail
// readers that block images still follow links), and the unsubscribe link sets the user's opt-out.

/** A 1×1 transparent GIF. */
export const PIXEL_GIF = Uint8Array.from(
  atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  (ch) => ch.charCodeAt(0),
)

export function createCampaignTracking(ports: ApiPorts, activity: ActivityService) {
  const recipients = () => ports.repos.resource(campaignRecipientResource)
  const now = () => ports.clock.now().toISOString()
  const markOpened = (recipientId: string) =>
    recipients().updateWhere(recipientId, { openedAt: null }, { openedAt: now() })

  /** The unsubscribe token's user, or null for a bad token or a user who is gone. */
  async function unsubscribeUser(token: string) {
    const parsed = await verifyCampaignToken(ports.secrets.jwtSecret, token)
    if (parsed?.kind !== 'unsubscribe') return null
    return ports.repos.users.findById(parsed.userId)
  }

  return {
    /** Records the open; whatever the token, the answer is the same pixel. */
    async open(token: string): Promise<void> {
      const parsed = await verifyCampaignToken(ports.secrets.jwtSecret, token)
      if (parsed?.kind === 'open') await markOpened(parsed.recipientId)
    },

    /** The signed address to redirect to (after recording the click), or null for a bad token. */
    async click(token: string): Promise<string | null> {
      const parsed = await verifyCampaignToken(ports.secrets.jwtSecret, token)
      if (parsed?.kind !== 'click') return null
      await recipients().updateWhere(parsed.recipientId, { clickedAt: null }, { clickedAt: now() })
      await markOpened(parsed.recipientId)
      return parsed.url
    },

    /** Whether the token's user has unsubscribed already; null for a bad token. Nothing else is told. */
    async unsubscribeState(token: string): Promise<{ unsubscribed: boolean } | null> {
      const user = await unsubscribeUser(token)
      return user ? { unsubscribed: !!user.marketingOptOutAt } : null
    },

    /** Sets the opt-out once (a second call changes nothing); false for a bad token. */
    async unsubscribe(token: string, ip: string): Promise<boolean> {
      const user = await unsubscribeUser(token)
      if (!user) return false
      const changed = await ports.repos.users.updateWhere(
        user.id,
        { marketingOptOutAt: null },
        { marketingOptOutAt: now() },
      )
      if (changed)
        await activity.log({
          ...activityActor(actorOf(user, ip)),
          action: 'Kampanya e-postalarından çıkıldı',
          details: `${user.email} pazarlama e-postalarından çıktı.`,
          type: 'user',
          severity: 'info',
          subject: { resource: 'users', recordId: user.id },
        })
      return true
    },
  }
}
export type CampaignTracking = ReturnType<typeof createCampaignTracking>
