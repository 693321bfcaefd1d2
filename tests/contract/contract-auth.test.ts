import { describe } from 'vitest'
import { legacyAuthSuite } from './auth-legacy.suite'
import { loginSuite } from './auth-login.suite'
import { passwordResetSuite } from './password-reset.suite'
import { refreshSuite } from './refresh.suite'
import { registrationSuite } from './auth-registration.suite'
import { sessionsSuite } from './sessions.suite'
import { tokenClaimsSuite } from './token-claims.suite'
import { twoFactorAdminSuite } from './two-factor-admin.suite'
import { twoFactorSuite } from './two-factor.suite'
import { verificationSuite } from './verification.suite'
import { useContractStore } from './harness'
import { stores } from './stores'

// Sign-up, sign-in, verification, tokens, two-factor and sessions.
// The same HTTP-level assertions against every store (stores.ts): each store opened once, a fresh API
// instance and new addresses per test. One file per theme (contract-*.test.ts), so the files run in parallel.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('auth API: registration', () => registrationSuite(h))
  describe('auth API: login', () => loginSuite(h))
  describe('auth API: auth.php and the admin client', () => legacyAuthSuite(h))
  describe('email verification', () => verificationSuite(h))
  describe('refresh tokens', () => refreshSuite(h))
  describe('forgotten password', () => passwordResetSuite(h))
  describe('token claims and idempotency scope', () => tokenClaimsSuite(h))
  describe('two-factor sign-in', () => twoFactorSuite(h))
  describe('two-factor: admins must enrol', () => twoFactorAdminSuite(h))
  describe('sessions list', () => sessionsSuite(h))
})
