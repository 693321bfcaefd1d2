import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '../features/auth/components/login-page'

const loginSearchSchema = z.object({
  verified: z
    .union([z.literal(1), z.literal('1'), z.literal(true)])
    .optional()
    .catch(undefined),
  redirect: z.string().max(2000).optional().catch(undefined),
  email: z.string().max(254).optional().catch(undefined),
  twoFactor: z
    .union([z.literal(1), z.literal('1'), z.literal(true)])
    .optional()
    .catch(undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  const { verified, redirect, email, twoFactor } = Route.useSearch()
  return (
    <LoginPage
      search={{ verified: verified !== undefined, redirect, email, twoFactor: twoFactor !== undefined }}
    />
  )
}
