import { z } from 'zod'

// GET /api/settings/public: what the sign-up screen shows before anyone is signed in.
export const publicSettingsResponseSchema = z.object({
  success: z.literal(true),
  passwordMinLength: z.number().int(),
  registrationEnabled: z.boolean(),
})
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponseSchema>
