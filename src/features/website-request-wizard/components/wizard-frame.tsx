// The page around the wizard: the way back to the dashboard, the title and a short lead.
import type { ReactNode } from 'react'
import { StepFormFrame } from '../../../components/step-form/step-form-frame'

export function WizardFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <StepFormFrame
      title="Website Talebi Oluştur"
      lead="Sitenizi birkaç adımda anlatın; eksik kalanları ekibimiz sizinle birlikte tamamlar."
      width="narrow"
      aside={aside}
    >
      {children}
    </StepFormFrame>
  )
}
