// The recovery codes, shown once (after enabling or renewing): copy, download as a text file, and
// "Kaydettim" to put them away.
import { primaryButtonClass } from '../../components/buttons'
import { smallButtonClass } from '../../components/form-styles'
import { saveBlob } from '../../lib/download-file'
import { notify } from '../../lib/toast'
import { securityText } from './account-security-text'

export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const text = codes.join('\n')

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      notify.success(securityText.copied)
    } catch {
      notify.error(securityText.copyFailed)
    }
  }

  function download() {
    const lines = ['SiteKur kurtarma kodları', '', ...codes, '']
    saveBlob(
      new Blob([lines.join('\n')], { type: 'text/plain;charset=utf-8' }),
      'sitekur-kurtarma-kodlari.txt',
    )
  }

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h3 id="recovery-codes-title" className="text-base font-bold text-slate-900 dark:text-white">
        {securityText.recoveryTitle}
      </h3>
      <p className="text-sm text-slate-800 dark:text-slate-200">{securityText.recoveryLead}</p>
      <ul
        aria-label={securityText.recoveryTitle}
        className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900 sm:grid-cols-5 dark:text-white"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={smallButtonClass} onClick={() => void copy()}>
          {securityText.copy}
        </button>
        <button type="button" className={smallButtonClass} onClick={download}>
          {securityText.download}
        </button>
        <button type="button" className={primaryButtonClass} onClick={onDone}>
          {securityText.saved}
        </button>
      </div>
    </section>
  )
}
