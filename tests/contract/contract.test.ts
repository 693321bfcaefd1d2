import { describe } from 'vitest'
import { adminSuite } from './admin.suite'
import { authSuite } from './auth.suite'
import { useContractStore } from './harness'
import { idempotencySuite } from './idempotency.suite'
import { platformSuite } from './platform.suite'
import { rateLimitSuite } from './rate-limit.suite'
import { refreshSuite } from './refresh.suite'
import { stores } from './stores'
import { verificationSuite } from './verification.suite'

// The one contract suite: the same HTTP-level assertions against every store. Each store is opened
// once; every test gets a fresh API instance and its own addresses.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('auth API', () => authSuite(h))
  describe('email verification', () => verificationSuite(h))
  describe('refresh tokens', () => refreshSuite(h))
  describe('admin API', () => adminSuite(h))
  describe('idempotent writes', () => idempotencySuite(h))
  describe('rate limits', () => rateLimitSuite(h))
  describe('health, OpenAPI and errors', () => platformSuite(h))
})
