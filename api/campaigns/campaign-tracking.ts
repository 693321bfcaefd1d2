import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { ApiPorts } from '../ports'
import { campaignRecipientResource } from './campaign-resource'
import { verifyCampaignToken } from './campaign-tokens'

// What a campaign mail's links do (docs/rules/email-campaigns.md#tracking and #unsubscribe): an open or
// a click is recorded once per recipient (compare-and-set on NULL), a click also counts as an open (mail
// readers that block images still follow links), and the unsubscribe link sets the user's opt-out. A
// click redirects only to the http(s) address its token signed, and only until the token expires.

/** What a click link does: redirect (the click recorded), or nothing because its token is out of date or bad. */
export type ClickOutcome = { kind: 'redirect'; url: string } | { kind: 'expired' } | { kind: 'invalid' }

/** Only a web address is ever a redirect's target. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

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

    /** The signed address to redirect to, after recording the click; nothing is recorded otherwise. */
    async click(token: string): Promise<ClickOutcome> {
      const parsed = await verifyCampaignToken(ports.secrets.jwtSecret, token)
      if (parsed?.kind !== 'click' || !isWebAddress(parsed.url)) return { kind: 'invalid' }
      if (parsed.expiresAt <= ports.clock.now().getTime()) return { kind: 'expired' }
      await recipients().updateWhere(parsed.recipientId, { clickedAt: null }, { clickedAt: now() })
      await markOpened(parsed.recipientId)
      return { kind: 'redirect', url: parsed.url }
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
