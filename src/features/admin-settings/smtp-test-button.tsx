// "Bağlantıyı test et": checks the SMTP values on the form against the server, without saving them
// (POST /api/admin/settings/smtp-test). An empty password means the saved one only for the saved server;
// for another the server refuses, and its message is shown (docs/rules/system-settings.md#smtp).
import { useState } from 'react'
import { smallButtonClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import { testSmtp } from '../../lib/data/settings'
import { notify } from '../../lib/toast'
import type { SettingsDraft } from './settings-draft'

export function SmtpTestButton({ draft }: { draft: SettingsDraft }) {
  const [testing, setTesting] = useState(false)
  async function run() {
    setTesting(true)
    try {
      const { smtpHost, smtpPort, smtpUsername, smtpPassword, smtpEncryption } = draft
      const result = await testSmtp({ smtpHost, smtpPort, smtpUsername, smtpPassword, smtpEncryption })
      if (result.success) notify.success(result.message)
      else notify.error(result.message)
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Bağlantı testi yapılamadı.')
    } finally {
      setTesting(false)
    }
  }
  return (
    <button type="button" className={smallButtonClass} disabled={testing} onClick={() => void run()}>
      {testing ? 'Test ediliyor...' : 'Bağlantıyı test et'}
    </button>
  )
}
