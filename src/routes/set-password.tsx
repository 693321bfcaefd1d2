import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SetPasswordPage } from '../features/account-invitation/set-password-page'

const setPasswordSearchSchema = z.object({ token: z.coerce.string().max(200).optional().catch(undefined) })

// The invitation link of an account an admin created (docs/rules/customers.md#invitations).
export const Route = createFileRoute('/set-password')({
  validateSearch: setPasswordSearchSchema,
  component: SetPasswordRoute,
})

function SetPasswordRoute() {
  const { token } = Route.useSearch()
  return <SetPasswordPage key={token} token={token} />
}
