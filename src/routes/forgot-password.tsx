import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page'

const forgotPasswordSearchSchema = z.object({ email: z.string().max(254).optional().catch(undefined) })

// "Şifremi unuttum" (docs/rules/accounts-and-sign-in.md#forgotten-password).
export const Route = createFileRoute('/forgot-password')({
  validateSearch: forgotPasswordSearchSchema,
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  const { email } = Route.useSearch()
  return <ForgotPasswordPage initialEmail={email} />
}
