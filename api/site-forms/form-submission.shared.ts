import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// What a published site's visitors send through its forms (docs/rules/site-forms.md): a contact message,
// a booking request or a newsletter sign-up, kept for the site's owner in "Mesajlar". One record schema
// for the server, the service worker's demo and the dashboard.

export const FORM_KINDS = ['contact', 'booking', 'newsletter'] as const
export type FormKind = (typeof FORM_KINDS)[number]
export const formKindSchema = z.enum(FORM_KINDS)

/**
 * received: a contact message; requested → confirmed | declined: a booking; unconfirmed → subscribed: a
 * newsletter address, subscribed once its owner clicked the confirmation mail's link.
 */
export const FORM_STATES = [
  'received',
  'requested',
  'confirmed',
  'declined',
  'unconfirmed',
  'subscribed',
] as const
export type FormState = (typeof FORM_STATES)[number]

/** The limits a visitor's fields are held to (the form's maxlength says the same). */
export const FORM_FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  message: 2000,
  service: 120,
} as const

/**
 * Submissions are kept this long, then deleted by the nightly job; unconfirmed sign-ups for a week. The
 * owner may choose another of FORM_RETENTION_CHOICES for a site (the website's `formRetentionMonths`).
 */
export const FORM_RETENTION_MONTHS = 12
export const FORM_RETENTION_CHOICES = [1, 3, 6, 12, 24] as const
export type FormRetentionMonths = (typeof FORM_RETENTION_CHOICES)[number]
export const isFormRetentionChoice = (value: unknown): value is FormRetentionMonths =>
  FORM_RETENTION_CHOICES.includes(value as FormRetentionMonths)
/** How long a website's submissions are kept: the owner's choice, else the default. */
export const retentionMonthsOf = (website: { formRetentionMonths?: number | null | undefined }): number =>
  website.formRetentionMonths ?? FORM_RETENTION_MONTHS
export const UNCONFIRMED_SIGNUP_DAYS = 7

export const formSubmissionRecordSchema = z.object({
  id: idSchema,
  websiteId: idSchema,
  /** The website's owner when it came in: the customer whose "Mesajlar" show it. */
  ownerId: idSchema,
  kind: formKindSchema,
  state: z.enum(FORM_STATES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** A booking's service, preferred day (YYYY-MM-DD) and time (HH:MM); '' otherwise. */
  service: z.string(),
  preferredDate: z.string(),
  preferredTime: z.string(),
  /** The page it was sent from ('' the home page) and the site's language then (for mails to the visitor). */
  page: z.string(),
  language: z.string(),
  /** A newsletter sign-up's confirmation token, hashed; null once confirmed. Never leaves the server. */
  confirmTokenHash: z.string().nullable(),
  readAt: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type FormSubmissionRecord = z.infer<typeof formSubmissionRecordSchema>

/** A submission as the owner sees it. */
export const formSubmissionSchema = formSubmissionRecordSchema.omit({ confirmTokenHash: true })
export type FormSubmission = z.infer<typeof formSubmissionSchema>

export const toFormSubmission = ({
  confirmTokenHash: _hash,
  ...rest
}: FormSubmissionRecord): FormSubmission => rest

export const formSubmissionListQuerySchema = listQuerySchema(['createdAt', 'name', 'state']).extend({
  kind: formKindSchema.optional(),
  unread: z.enum(['true', 'false']).optional(),
})

export const formSubmissionListResponseSchema = listPageSchema(formSubmissionSchema)

export const formSubmissionParamsSchema = z.object({ id: idSchema, submissionId: idSchema })

/** The owner's changes: read or unread, and a booking's decision (the visitor is told by mail). */
export const formSubmissionPatchSchema = z
  .object({
    read: z.boolean().optional(),
    state: z.enum(['confirmed', 'declined']).optional(),
  })
  .refine((patch) => patch.read !== undefined || patch.state !== undefined, {
    message: 'Değiştirilecek bir alan gönderin (okundu ya da rezervasyon durumu).',
  })

/** Unread submissions of one website, by kind; the team sees only these figures, never the contents. */
export const formCountsSchema = z.object({
  total: z.record(formKindSchema, z.number().int()),
  unread: z.record(formKindSchema, z.number().int()),
})
export type FormCounts = z.infer<typeof formCountsSchema>

export const formCountsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ counts: formCountsSchema }),
})

export const formSubmissionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ submission: formSubmissionSchema }),
})

/** PUT /api/me/websites/{id}/submissions/retention: the months; anything but the choices is 422. */
export const formRetentionInputSchema = z.object({ months: z.unknown() })
export const formRetentionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ months: z.number().int() }),
})
