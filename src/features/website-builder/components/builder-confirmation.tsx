// After sending: the request number (or, queued offline, that it goes out with the connection), the
// next steps, and the ways on: the dashboard or a new request from an empty form.
import { useEffect, useRef } from 'react'
import { primaryButtonClass, secondaryButtonClass } from '../../../components/buttons'
import { NEXT_STEPS, builderText } from '../builder-text'

export type BuilderDelivery = { kind: 'sent'; requestNumber: string } | { kind: 'queued' }

export function BuilderConfirmation({ delivery, onNew }: { delivery: BuilderDelivery; onNew: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="builder-confirmation-heading"
      className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id="builder-confirmation-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        Talebiniz Alındı!
      </h2>
      {delivery.kind === 'sent' ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Talep numaranız:{' '}
          <strong
            data-testid="builder-request-number"
            className="font-mono text-lg text-slate-900 dark:text-white"
          >
            {delivery.requestNumber}
          </strong>
        </p>
      ) : (
        <p role="status" className="mt-3 font-medium text-amber-800 dark:text-amber-300">
          {builderText.queuedNote}
        </p>
      )}
      <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">Sonraki adımlar</h3>
      <ol className="mt-4 space-y-4">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white dark:bg-blue-500 dark:text-slate-950"
            >
              {index + 1}
            </span>
            <span>
              <strong className="block text-slate-900 dark:text-white">{step.title}</strong>
              <span className="text-sm text-slate-700 dark:text-slate-300">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-wrap gap-3">
        <a href="#/user-dashboard" className={primaryButtonClass}>
          Dashboard&apos;a Dön
        </a>
        <button type="button" onClick={onNew} className={secondaryButtonClass}>
          Yeni Talep Oluştur
        </button>
      </div>
    </section>
  )
}
