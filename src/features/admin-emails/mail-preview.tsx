// A rendered mail: its subject and its HTML part in a sandboxed frame (no scripts, no same origin), so
// what an admin typed can never run in the back-office.
import type { RenderedMail } from '../../../api/email-templates/email-template-render.shared'

export function MailPreview({ mail, label }: { mail: RenderedMail | null; label: string }) {
  return (
    <section aria-label={label} className="flex flex-col gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold">Konu:</span>{' '}
        <span data-testid="preview-subject">{mail?.subject}</span>
      </p>
      <iframe
        title={label}
        sandbox=""
        srcDoc={mail?.html ?? ''}
        className="h-80 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
      />
    </section>
  )
}
