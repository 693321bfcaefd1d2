import { describe } from 'vitest'
import { useContractStore } from './harness'
import { settingsEnforcementSuite } from './settings-enforcement.suite'
import { smtpPasswordSuite } from './smtp-password.suite'
import { stores } from './stores'
import { systemSettingsSuite } from './system-settings.suite'

// The system settings on every store, with the same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('system settings: the API', () => systemSettingsSuite(h))
  describe('system settings: what each setting does', () => settingsEnforcementSuite(h))
  describe('system settings: the stored SMTP password stays with its server', () => smtpPasswordSuite(h))
})
