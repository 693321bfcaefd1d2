import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { CodeVerificationPage } from '../features/auth/components/code-verification-page'

const codeVerificationSearchSchema = z.object({
  email: z.string().max(254).optional().catch(undefined),
})

export const Route = createFileRoute('/email-code-verification')({
  validateSearch: codeVerificationSearchSchema,
  component: EmailCodeVerificationRoute,
})

function EmailCodeVerificationRoute() {
  const { email } = Route.useSearch()
  return <CodeVerificationPage key={email} resendMode="register" email={email} />
}
