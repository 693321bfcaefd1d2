import { describe } from 'vitest'
import { idempotencySuite } from './idempotency.suite'
import { liveStreamSuite } from './live-stream.suite'
import { loneSurrogatesSuite } from './lone-surrogates.suite'
import { platformSuite } from './platform.suite'
import { rateLimitStoreSuite } from './rate-limit-store.suite'
import { rateLimitSuite } from './rate-limit.suite'
import { requestBoundarySuite } from './request-boundary.suite'
import { useContractStore } from './harness'
import { stores } from './stores'

// The platform: idempotency, rate limits, health and errors, the request boundary, live streams.
// The same HTTP-level assertions against every store (stores.ts): each store opened once, a fresh API
// instance and new addresses per test. One file per theme (contract-*.test.ts), so the files run in parallel.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('idempotent writes', () => idempotencySuite(h))
  describe('rate limits', () => rateLimitSuite(h))
  describe('health, OpenAPI and errors', () => platformSuite(h))
  describe('request boundary', () => requestBoundarySuite(h))
  describe('request boundary: lone surrogates', () => loneSurrogatesSuite(h))
  describe('rate limit store', () => rateLimitStoreSuite(h))
  describe('live streams (server-sent events)', () => liveStreamSuite(h))
})
