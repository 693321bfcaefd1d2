// /admin/settings: the system settings in six tabs (docs/rules/system-settings.md#the-screen). Save sends
// the whole form (PUT); the server checks every field and answers a Turkish message per field. Reset asks
// first. Sections depending on a switch show only while it is on.
import { useEffect, useState } from 'react'
import { AdminPageHeader } from '../../components/admin-page-header'
import { primaryButtonClass, secondaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DashboardTabs } from '../../components/dashboard-tabs'
import { cardClass, errorTextClass } from '../../components/form-styles'
import { QueryNotice } from '../../components/query-notice'
import { useDocumentTitle } from '../../components/use-document-title'
import { settingsMessages } from '../../../api/settings/settings-admin.shared'
import { ApiError } from '../../lib/api-client'
import { resetSettings, saveSettings, useAdminSettings } from '../../lib/data/settings'
import { notify } from '../../lib/toast'
import { AdvancedTab } from './advanced-tab'
import { fieldErrors, toSettingsPut, type SettingsDraft } from './settings-draft'
import { SettingsField } from './settings-field'
import { SETTINGS_FIELDS, SETTINGS_TABS, type SettingsTabId } from './settings-fields'
import { SmtpTestButton } from './smtp-test-button'

export function SettingsPage({ tab, onTab }: { tab: SettingsTabId; onTab: (tab: SettingsTabId) => void }) {
  useDocumentTitle('Sistem ayarları')
  const query = useAdminSettings()
  const [draft, setDraft] = useState<SettingsDraft | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [confirmReset, setConfirmReset] = useState(false)

  useEffect(() => {
    if (query.data && !draft) setDraft(query.data)
  }, [query.data, draft])

  async function run(action: () => ReturnType<typeof saveSettings>, failed: string) {
    setSaving(true)
    try {
      const result = await action()
      setErrors({})
      if (result.settings) setDraft(result.settings)
      if (result.message) notify.success(`Başarılı: ${result.message}`)
    } catch (error) {
      setErrors(error instanceof ApiError ? fieldErrors(error.body) : {})
      notify.error(`Hata: ${failed}`)
    } finally {
      setSaving(false)
    }
  }

  const change = (patch: Partial<SettingsDraft>) => setDraft((current) => current && { ...current, ...patch })

  function panel(id: SettingsTabId) {
    if (!draft) return null
    if (id === 'advanced') return <AdvancedTab />
    const fields = SETTINGS_FIELDS[id].filter((spec) => !spec.shownWhen || draft[spec.shownWhen] === true)
    return (
      <div className={`${cardClass} grid gap-5 md:grid-cols-2`}>
        {fields.map((spec) => (
          <SettingsField
            key={spec.key}
            spec={spec}
            draft={draft}
            error={errors[spec.key]}
            onChange={change}
          />
        ))}
        {id === 'notifications' && draft.emailNotifications && (
          <div className="md:col-span-2">
            <SmtpTestButton draft={draft} />
          </div>
        )}
      </div>
    )
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <AdminPageHeader
        title="Sistem Ayarları"
        description="Sitenin genel, güvenlik, bildirim ve entegrasyon ayarları."
      >
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={!draft || saving}
            onClick={() => setConfirmReset(true)}
          >
            Sıfırla
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!draft || saving}
            onClick={() =>
              draft && void run(() => saveSettings(toSettingsPut(draft)), settingsMessages.saveFailed)
            }
          >
            {saving ? 'Kaydediliyor...' : 'Kaydet'}
          </button>
        </div>
      </AdminPageHeader>
      {!draft ? (
        <QueryNotice
          loading={query.loading}
          error={query.error}
          empty
          emptyText=""
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {errors[''] && <p className={errorTextClass}>{errors['']}</p>}
          <DashboardTabs
            label="Ayar bölümleri"
            selected={tab}
            onSelect={onTab}
            tabs={SETTINGS_TABS.map((t) => ({ ...t, render: () => panel(t.id) }))}
          />
        </>
      )}
      <ConfirmDialog
        open={confirmReset}
        title="Ayarlar sıfırlansın mı?"
        confirmLabel="Sıfırla"
        onClose={() => setConfirmReset(false)}
        onConfirm={() => {
          setConfirmReset(false)
          void run(resetSettings, settingsMessages.saveFailed)
        }}
      >
        Tüm ayarlar varsayılan değerlerine döner. Kayıtlı SMTP şifresi ve API anahtarı korunur.
      </ConfirmDialog>
    </div>
  )
}
