import type { Repositories } from '../ports'
import type { TwoFactorCredentialRecord } from './account-security.shared'
import { twoFactorCredentialResource } from './account-security-resources'

// The one credential row of a user (unique userId), read the same way by the service, the sign-in
// paths and the admin guard.

export const twoFactorCredentials = (repos: Repositories) => repos.resource(twoFactorCredentialResource)

export function findCredential(
  repos: Repositories,
  userId: string,
): Promise<TwoFactorCredentialRecord | null> {
  return twoFactorCredentials(repos).findOne({ userId })
}

/** Two-factor sign-in is on: the credential exists and its first code confirmed it. */
export async function isTwoFactorOn(repos: Repositories, userId: string): Promise<boolean> {
  return (await findCredential(repos, userId))?.enabledAt != null
}

export const unusedRecoveryCodes = (credential: TwoFactorCredentialRecord) =>
  credential.recoveryCodes.filter((code) => code.usedAt === null).length
