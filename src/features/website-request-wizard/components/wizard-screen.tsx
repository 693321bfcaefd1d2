// The wizard once its draft is in: progress, the current step under a focusable heading (focus moves
// there on every step change), the buttons, and sending.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useSubmitWebsiteRequest } from '../hooks/use-submit-website-request'
import type { WizardDraftHandle } from '../hooks/use-wizard-draft'
import type { WizardDraft } from '../wizard-draft'
import type { SetField } from '../wizard-form'
import {
  WIZARD_STEPS,
  WIZARD_STEP_COUNT,
  canAdvance,
  clampStep,
  firstErrorStep,
  missingBasics,
  stepErrors,
} from '../wizard-steps'
import type { FieldErrors } from '../wizard-steps'
import { DraftSaveStatus, RestoredDraftNote } from './draft-notes'
import { StepBasics } from './step-basics'
import { StepContact } from './step-contact'
import { StepContent } from './step-content'
import { StepDesign } from './step-design'
import { StepGallery } from './step-gallery'
import type { StepProps } from './step-props'
import { StepSeo } from './step-seo'
import { WizardFrame } from './wizard-frame'
import { WizardNav } from './wizard-nav'
import { WizardProgress } from './wizard-progress'

const STEP_BODIES: readonly ((props: StepProps) => React.JSX.Element)[] = [
  StepBasics,
  StepDesign,
  StepContent,
  StepGallery,
  StepContact,
  StepSeo,
]

export function WizardScreen({ handle, draft }: { handle: WizardDraftHandle; draft: WizardDraft }) {
  const { update, clear, discard, restored, saveState } = handle
  const { step, form } = draft
  const [errors, setErrors] = useState<FieldErrors>({})
  const { submit, sending } = useSubmitWebsiteRequest(clear)
  const formRef = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)
  const focusInvalid = useRef(false)

  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    heading.current?.focus()
  }, [step])

  useEffect(() => {
    if (!focusInvalid.current) return
    focusInvalid.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors, step])

  const setField = useCallback<SetField>(
    (key, value) => {
      update((current) => ({ ...current, form: { ...current.form, [key]: value } }))
      setErrors((current) => {
        if (!(key in current)) return current
        const { [key as keyof FieldErrors]: _cleared, ...rest } = current
        return rest
      })
    },
    [update],
  )

  const goToStep = (target: number) => {
    focusHeading.current = true
    update((current) => ({ ...current, step: clampStep(target) }))
  }

  const showErrors = (found: FieldErrors) => {
    focusInvalid.current = true
    setErrors(found)
    const target = firstErrorStep(found)
    if (target !== null) update((current) => ({ ...current, step: target }))
  }

  const next = () => {
    if (!canAdvance(step, form)) return
    const found = stepErrors(step, form)
    if (Object.keys(found).length) showErrors(found)
    else goToStep(step + 1)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (step < WIZARD_STEP_COUNT) {
      next()
      return
    }
    const result = await submit(form)
    if (!result.ok && result.errors) showErrors(result.errors)
  }

  const StepBody = STEP_BODIES[step - 1] ?? StepBasics
  const headingId = 'wizard-step-heading'
  return (
    <WizardFrame aside={<DraftSaveStatus state={saveState} />}>
      {restored && <RestoredDraftNote onDiscard={() => void discard()} />}
      <WizardProgress
        step={step}
        canJump={missingBasics(form).length === 0}
        onJump={(target) => goToStep(target)}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Website talep formu"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
      >
        <section aria-labelledby={headingId}>
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="mb-6 text-xl font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            {WIZARD_STEPS[step - 1]?.heading}
          </h2>
          <StepBody form={form} setField={setField} errors={errors} />
        </section>
        <WizardNav
          step={step}
          canAdvance={canAdvance(step, form)}
          sending={sending}
          onBack={() => goToStep(step - 1)}
          onNext={next}
        />
      </form>
    </WizardFrame>
  )
}
