import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../../lib/route-guards'
import { ComingSoon } from '../../components/coming-soon'

export const Route = createFileRoute('/edit-website/$id')({
  beforeLoad: requireSession,
  // Placeholder, not split (see components/coming-soon.tsx): remove this line with the placeholder.
  codeSplitGroupings: [],
  component: ComingSoon,
})
