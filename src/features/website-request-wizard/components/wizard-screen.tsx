// The wizard once its draft is in: progress, the current step under a focusable heading (focus moves
// there on every step change), the buttons, and sending.
import type { FormEvent } from 'react'
import { DraftSaveStatus, RestoredDraftNote } from '../../../components/step-form/draft-notes'
import { StepFormCard } from '../../../components/step-form/step-form-card'
import { StepProgress } from '../../../components/step-form/step-progress'
import { useFieldErrors } from '../../../components/step-form/use-field-errors'
import { useStepMoves } from '../../../components/step-form/use-step-moves'
import { useSubmitWebsiteRequest } from '../hooks/use-submit-website-request'
import type { WizardDraftHandle } from '../hooks/use-wizard-draft'
import type { WizardDraft } from '../wizard-draft'
import {
  WIZARD_STEPS,
  WIZARD_STEP_COUNT,
  canAdvance,
  firstErrorStep,
  missingBasics,
  stepErrors,
  wizardText,
} from '../wizard-steps'
import type { FieldErrors } from '../wizard-steps'
import { StepBasics } from './step-basics'
import { StepContact } from './step-contact'
import { StepContent } from './step-content'
import { StepDesign } from './step-design'
import { StepGallery } from './step-gallery'
import type { StepProps } from './step-props'
import { StepSeo } from './step-seo'
import { WizardFrame } from './wizard-frame'

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
  const { errors, setErrors, setField } = useFieldErrors<WizardDraft, FieldErrors>(update)
  const { submit, sending } = useSubmitWebsiteRequest(clear)
  const moves = useStepMoves({ step, count: WIZARD_STEP_COUNT, errors, update })
  const { goToStep } = moves

  const showErrors = (found: FieldErrors) => {
    moves.focusInvalid()
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
  const basicsFilled = missingBasics(form).length === 0
  return (
    <WizardFrame
      aside={<DraftSaveStatus state={saveState} idleText="Taslak bu cihazda otomatik kaydedilir" />}
    >
      {restored && <RestoredDraftNote onDiscard={() => void discard()} />}
      <StepProgress
        steps={WIZARD_STEPS}
        step={step}
        label="Talep formu ilerlemesi"
        canOpen={(target) => target <= step || basicsFilled}
        onJump={goToStep}
      />
      <StepFormCard
        label="Website talep formu"
        steps={WIZARD_STEPS}
        step={step}
        headingId="wizard-step-heading"
        moves={moves}
        onSubmit={(event) => void onSubmit(event)}
        nav={{
          sending,
          submitLabel: 'Website Oluştur',
          onBack: () => goToStep(step - 1),
          onNext: next,
          blockedHint: canAdvance(step, form) ? undefined : wizardText.basicsHint,
        }}
      >
        <StepBody form={form} setField={setField} errors={errors} />
      </StepFormCard>
    </WizardFrame>
  )
}
