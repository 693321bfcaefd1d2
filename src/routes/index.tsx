import { createFileRoute } from '@tanstack/react-router'
import { LandingScreen } from '../features/landing/landing-screen'

export const Route = createFileRoute('/')({
  // Not split: the first paint is the prerendered landing, and this tiny screen takes it over at boot.
  codeSplitGroupings: [],
  component: LandingScreen,
})
