// The form of a step form: the current step under a focusable heading (use-step-moves.ts moves the
// focus there), an optional note under the heading, the step's fields and the buttons (step-nav.tsx).
import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react'
import { StepNav } from './step-nav'

export function StepFormCard(props: {
  /** The form's name, e.g. 'Website talep formu'. */
  label: string
  steps: readonly { heading: string }[]
  step: number
  headingId: string
  note?: string
  moves: { formRef: RefObject<HTMLFormElement | null>; headingRef: RefObject<HTMLHeadingElement | null> }
  onSubmit: (event: FormEvent) => void
  nav: Omit<ComponentProps<typeof StepNav>, 'step' | 'count'>
  children: ReactNode
}) {
  return (
    <form
      ref={props.moves.formRef}
      noValidate
      onSubmit={props.onSubmit}
      aria-label={props.label}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <section aria-labelledby={props.headingId}>
        <h2
          id={props.headingId}
          ref={props.moves.headingRef}
          tabIndex={-1}
          className={`${props.note ? 'mb-2' : 'mb-6'} text-xl font-semibold text-slate-900 focus:outline-none dark:text-white`}
        >
          {props.steps[props.step - 1]?.heading}
        </h2>
        {props.note && <p className="mb-6 text-xs text-slate-600 dark:text-slate-400">{props.note}</p>}
        {props.children}
      </section>
      <StepNav step={props.step} count={props.steps.length} {...props.nav} />
    </form>
  )
}
