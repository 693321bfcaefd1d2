// The page around the builder: the way back to the dashboard, the title, a short lead and the benefits.
import type { ReactNode } from 'react'
import { StepFormFrame } from '../../../components/step-form/step-form-frame'
import { BenefitBanner } from './benefit-banner'

export function BuilderFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <StepFormFrame
      title="Website Oluşturucu"
      lead="Sitenizi beş adımda tarif edin; yazdıkça canlı önizlemede görün."
      width="wide"
      aside={aside}
      banner={<BenefitBanner />}
    >
      {children}
    </StepFormFrame>
  )
}
