import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { GoogleCallbackScreen } from '../../features/google-sign-in/google-callback-screen'

// #/auth/callback?handoff=… or ?error=…: where the server's Google redirect lands.
const callbackSearchSchema = z.object({
  handoff: z.coerce.string().max(2000).optional().catch(undefined),
  error: z.coerce.string().max(200).optional().catch(undefined),
})

export const Route = createFileRoute('/auth/callback')({
  validateSearch: callbackSearchSchema,
  component: AuthCallbackRoute,
})

function AuthCallbackRoute() {
  const { handoff, error } = Route.useSearch()
  return <GoogleCallbackScreen handoff={handoff} error={error} />
}
