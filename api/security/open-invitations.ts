import type { Repositories } from '../ports'
import { accountInvitationResource } from './account-security-resources'

/**
 * Voids the account's unused set-password links (docs/rules/customers.md#invitations): a new link
 * replaces them, and a password set by any path (an admin's update, the customer's own change, a link
 * used) ends them. Run it in the transaction that makes the change.
 */
export async function voidOpenInvitations(repos: Repositories, userId: string): Promise<void> {
  const invitations = repos.resource(accountInvitationResource)
  for (const open of await invitations.list({ filter: { userId, usedAt: null } }))
    await invitations.delete(open.id)
}
