// A rich-text field of the İçerik tab: its label and hint, and the editor, which (with TipTap) is
// fetched the first time a rich field is shown — not with the app, nor with the edit screen.
import { lazy, Suspense, useId } from 'react'
import type { RichText } from '../../../../api/site-content/rich-text.shared'
import { hintClass, labelClass } from '../../../components/form-styles'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

export function RichTextField({
  label,
  value,
  onChange,
}: {
  label: string
  value: RichText
  onChange: (value: RichText) => void
}) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  return (
    <div className="min-w-0">
      <p id={labelId} className={labelClass}>
        {label}
      </p>
      <Suspense
        fallback={
          <p
            role="status"
            className="rounded-xl border border-slate-300 px-3 py-6 text-center text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400"
          >
            Metin düzenleyici yükleniyor…
          </p>
        }
      >
        <RichTextEditor labelId={labelId} hintId={hintId} value={value} onChange={onChange} />
      </Suspense>
      <p id={hintId} className={hintClass}>
        Başlık, liste, alıntı, kalın, italik ve bağlantı kullanabilirsiniz. Bağlantılar https://, mailto:,
        tel: ya da sitenizin sayfalarına (/sayfa) gidebilir.
      </p>
    </div>
  )
}
