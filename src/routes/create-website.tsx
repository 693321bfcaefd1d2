import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../lib/route-guards'
import { WebsiteRequestWizard } from '../features/website-request-wizard/components/website-request-wizard'

export const Route = createFileRoute('/create-website')({
  beforeLoad: requireSession,
  component: WebsiteRequestWizard,
})
