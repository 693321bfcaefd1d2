// The e-mail verification code field (one-time-code rules in components/one-time-code); Enter submits
// the surrounding form.
import { oneTimeCodeProps } from '../../../components/one-time-code'

export function CodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <div>
      <label
        htmlFor="verification-code"
        className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        Doğrulama kodu
      </label>
      <input
        id="verification-code"
        name="code"
        {...oneTimeCodeProps(value, onChange)}
        autoFocus
        className="block h-14 w-full rounded-xl border border-slate-300 bg-white text-center font-mono text-3xl tracking-[0.5em] text-slate-900 placeholder:text-slate-300 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-600"
      />
    </div>
  )
}
