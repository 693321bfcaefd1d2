import { z } from 'zod'

// POST /api/me/password. The policy (length, common passwords) is checked by the service so its
// Turkish messages come back.
export const passwordChangeInputSchema = z.object({
  currentPassword: z.string().max(1024).optional(),
  newPassword: z.string().max(1024),
})
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>
