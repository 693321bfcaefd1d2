import { createFileRoute } from '@tanstack/react-router'
import { LandingScreen } from '../features/landing/landing-screen'

export const Route = createFileRoute('/')({
  // Not split: the landing screen is tiny and already in the entry chunk (app.tsx shows it before the router).
  codeSplitGroupings: [],
  component: LandingScreen,
})
