import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { CodeVerificationPage } from '../features/auth/components/code-verification-page'

const verifyCodeSearchSchema = z.object({
  email: z.string().max(254).optional().catch(undefined),
  demo_code: z.coerce
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .catch(undefined),
})

export const Route = createFileRoute('/verify-code')({
  validateSearch: verifyCodeSearchSchema,
  component: VerifyCodeRoute,
})

function VerifyCodeRoute() {
  const { email, demo_code: demoCode } = Route.useSearch()
  return <CodeVerificationPage key={email} resendMode="resend" email={email} demoCode={demoCode} />
}
