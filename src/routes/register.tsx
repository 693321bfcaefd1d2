import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RegisterPage } from '../features/auth/components/register-page'

// `#/register?plan=scale&period=yearly`: the plan chosen on the landing's pricing (docs/rules/landing.md).
const registerSearchSchema = z.object({
  plan: z.string().max(40).optional().catch(undefined),
  period: z.enum(['monthly', 'yearly']).optional().catch(undefined),
})

export const Route = createFileRoute('/register')({
  validateSearch: registerSearchSchema,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { plan, period } = Route.useSearch()
  return <RegisterPage plan={plan} period={period} />
}
