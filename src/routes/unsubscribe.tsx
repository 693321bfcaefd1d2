import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { UnsubscribePage } from '../features/unsubscribe/unsubscribe-page'

const unsubscribeSearchSchema = z.object({ token: z.coerce.string().max(4000).optional().catch(undefined) })

// The unsubscribe link of a campaign mail (docs/rules/email-campaigns.md#unsubscribe).
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: unsubscribeSearchSchema,
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useSearch()
  return <UnsubscribePage key={token} token={token} />
}
