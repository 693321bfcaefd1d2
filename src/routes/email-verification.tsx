import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { EmailLinkVerificationPage } from '../features/auth/components/email-link-verification-page'

const linkVerificationSearchSchema = z.object({
  token: z.coerce.string().max(500).optional().catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
})

export const Route = createFileRoute('/email-verification')({
  validateSearch: linkVerificationSearchSchema,
  component: EmailVerificationRoute,
})

function EmailVerificationRoute() {
  const { token, email } = Route.useSearch()
  return <EmailLinkVerificationPage key={token} token={token} email={email} />
}
