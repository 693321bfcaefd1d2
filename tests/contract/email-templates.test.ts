import { describe } from 'vitest'
import { emailTemplatesSuite } from './email-templates.suite'
import { useContractStore } from './harness'
import { mailQueueSuite } from './mail-queue.suite'
import { stores } from './stores'

// E-mail templates and the mail queue's retries on every store, with the same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('e-mail templates', () => emailTemplatesSuite(h))
  describe('mail queue', () => mailQueueSuite(h))
})
