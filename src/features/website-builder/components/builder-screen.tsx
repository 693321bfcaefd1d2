// The builder once its draft is in: the steps with their indicator and buttons beside the live preview
// (below it on narrow screens), sending, and the confirmation after it.
import { useMemo, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { DraftSaveStatus, RestoredDraftNote } from '../../../components/step-form/draft-notes'
import { StepFormCard } from '../../../components/step-form/step-form-card'
import { StepProgress } from '../../../components/step-form/step-progress'
import { useFieldErrors } from '../../../components/step-form/use-field-errors'
import { useStepMoves } from '../../../components/step-form/use-step-moves'
import type { PreviewSourceInput } from '../../../lib/data/preview'
import type { BuilderDraft } from '../builder-draft'
import type { BuilderFieldErrors, BuilderStepProps } from '../builder-form-state'
import { builderPreviewSource } from '../builder-payload'
import { BUILDER_STEPS, BUILDER_STEP_COUNT, stepOfField } from '../builder-steps'
import type { BuilderDraftHandle } from '../hooks/use-builder-draft'
import { useSubmitBuilderRequest } from '../hooks/use-submit-builder-request'
import { BuilderConfirmation } from './builder-confirmation'
import type { BuilderDelivery } from './builder-confirmation'
import { BuilderFrame } from './builder-frame'
import { StepBudget } from './step-budget'
import { StepCompany } from './step-company'
import { StepDesign } from './step-design'
import { StepFeatures } from './step-features'
import { StepPages } from './step-pages'

const STEP_BODIES: readonly ((props: BuilderStepProps) => React.JSX.Element)[] = [
  StepCompany,
  StepDesign,
  StepPages,
  StepFeatures,
  StepBudget,
]

/** Any step can be opened: the builder has no gate (docs/rules/website-builder.md). */
const anyStep = () => true

export function BuilderScreen(props: {
  handle: BuilderDraftHandle
  draft: BuilderDraft
  renderPreview: (source: PreviewSourceInput) => ReactNode
}) {
  const { update, clear, restart, restored, saveState } = props.handle
  const { step, form } = props.draft
  const { errors, setErrors, setField } = useFieldErrors<BuilderDraft, BuilderFieldErrors>(update)
  const [delivery, setDelivery] = useState<BuilderDelivery | null>(null)
  const { submit, sending } = useSubmitBuilderRequest(clear)
  const moves = useStepMoves({ step, count: BUILDER_STEP_COUNT, errors, update })
  const { goToStep } = moves
  const previewSource = useMemo(() => builderPreviewSource(form), [form])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (step < BUILDER_STEP_COUNT) return goToStep(step + 1)
    const result = await submit(form)
    if (result.kind === 'delivered') setDelivery(result.delivery)
    if (result.kind === 'refused') {
      moves.focusInvalid()
      setErrors({ [result.field]: result.message })
      update((current) => ({ ...current, step: stepOfField(result.field) }))
    }
  }

  const startOver = async () => {
    await restart()
    setErrors({})
    setDelivery(null)
  }

  if (delivery) {
    return (
      <BuilderFrame>
        <BuilderConfirmation delivery={delivery} onNew={() => void startOver()} />
      </BuilderFrame>
    )
  }

  const StepBody = STEP_BODIES[step - 1] ?? StepCompany
  return (
    <BuilderFrame aside={<DraftSaveStatus state={saveState} idleText="Taslak otomatik kaydedilir" />}>
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)]">
        <div className="min-w-0">
          {restored && <RestoredDraftNote onDiscard={() => void startOver()} />}
          <StepProgress
            steps={BUILDER_STEPS}
            step={step}
            label="Oluşturucu ilerlemesi"
            canOpen={anyStep}
            onJump={goToStep}
          />
          <StepFormCard
            label="Website oluşturucu formu"
            steps={BUILDER_STEPS}
            step={step}
            headingId="builder-step-heading"
            note="* ile işaretli alanlar ekibimizin en çok ihtiyaç duyduğu bilgilerdir."
            moves={moves}
            onSubmit={(event) => void onSubmit(event)}
            nav={{
              sending,
              submitLabel: 'Talebi Gönder',
              onBack: () => goToStep(step - 1),
              onNext: () => goToStep(step + 1),
            }}
          >
            <StepBody form={form} setField={setField} errors={errors} />
          </StepFormCard>
        </div>
        <div className="min-w-0 xl:sticky xl:top-20">{props.renderPreview(previewSource)}</div>
      </div>
    </BuilderFrame>
  )
}
