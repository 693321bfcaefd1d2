// The six-digit code field: digits only (typing or pasting "123 456" keeps 123456), at most six,
// one-time-code autofill; Enter submits the surrounding form.
import { CODE_LENGTH } from '../auth-messages'

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH)
}

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
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH + 8}
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value))}
        placeholder="000000"
        autoFocus
        className="block h-14 w-full rounded-xl border border-slate-300 bg-white text-center font-mono text-3xl tracking-[0.5em] text-slate-900 placeholder:text-slate-300 focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-600"
      />
    </div>
  )
}
