// Moving through a step form and where the focus goes: to the step's heading after a step change, to
// the first invalid field after errors were shown (also when they opened another step).
import { useEffect, useRef } from 'react'
import { clampStep } from './step-count'

export function useStepMoves<D extends { step: number }>(props: {
  step: number
  count: number
  errors: unknown
  update: (change: (draft: D) => D) => void
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const target = useRef<'heading' | 'invalid' | null>(null)
  const { step, count, errors, update } = props

  useEffect(() => {
    const next = target.current
    target.current = null
    if (next === 'heading') headingRef.current?.focus()
    if (next === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [step, errors])

  return {
    formRef,
    headingRef,
    /** Opens a step (kept within the form) with the focus on its heading. */
    goToStep: (step: number) => {
      target.current = 'heading'
      update((draft) => ({ ...draft, step: clampStep(step, count) }))
    },
    /** Call before errors are shown: the first invalid field gets the focus. */
    focusInvalid: () => void (target.current = 'invalid'),
  }
}
