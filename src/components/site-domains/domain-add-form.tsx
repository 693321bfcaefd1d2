// "Kendi domaininizi bağlayın": the domain to claim. The server normalises and judges it (malformed, taken,
// SiteKur's own); its refusal shows under the field, its answer as a toast.
import { useState } from 'react'
import type { FormEvent } from 'react'
import { siteDomainMessages } from '../../../api/site-domains/site-domain-messages.shared'
import { primaryButtonClass } from '../buttons'
import { FormField } from '../form-field'
import { inputClass } from '../form-styles'
import { DOMAIN_ADD_FAILED_MESSAGE, addSiteDomain, type DomainScope } from '../../lib/data/site-domains'
import { notify } from '../../lib/toast'
import { domainTexts } from './domain-view'

export function DomainAddForm({ scope, websiteId }: { scope: DomainScope; websiteId: string }) {
  const [domain, setDomain] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (domain.trim() === '') {
      setError(siteDomainMessages.invalid)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const result = await addSiteDomain(scope, websiteId, domain.trim())
      notify.success(result.message)
      setDomain('')
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : DOMAIN_ADD_FAILED_MESSAGE)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div>
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{domainTexts.connect}</p>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{domainTexts.connectHint}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <FormField label={domainTexts.field} error={error}>
            {(control) => (
              <input
                {...control}
                value={domain}
                onChange={(event) => setDomain(event.target.value)}
                placeholder="ornek.com"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className={`${primaryButtonClass} sm:mt-7`} disabled={busy}>
          {busy ? domainTexts.adding : domainTexts.add}
        </button>
      </div>
    </form>
  )
}
