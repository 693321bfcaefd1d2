import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/coming-soon'

export const Route = createFileRoute('/register')({
  // Placeholder, not split (see components/coming-soon.tsx): remove this line with the placeholder.
  codeSplitGroupings: [],
  component: ComingSoon,
})
