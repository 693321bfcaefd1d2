import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ResetPasswordPage } from '../features/auth/components/reset-password-page'

const resetPasswordSearchSchema = z.object({
  token: z.coerce.string().max(200).optional().catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
})

// The mailed reset link, or the code page (docs/rules/accounts-and-sign-in.md#forgotten-password).
export const Route = createFileRoute('/reset-password')({
  validateSearch: resetPasswordSearchSchema,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  return <ResetPasswordPage key={token ?? ''} token={token} email={email} />
}
