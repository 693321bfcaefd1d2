// What the builder sends: the request body (texts trimmed) and the live preview's source.
import type { BuilderForm, BuilderFormInput } from '../../../api/builder/builder-form.shared'
import { BUILDER_TEXT_LIMITS } from '../../../api/builder/builder-form.shared'
import type { PreviewSourceInput } from '../../lib/data/preview'

type TextField = keyof typeof BUILDER_TEXT_LIMITS

const TEXT_FIELDS = Object.keys(BUILDER_TEXT_LIMITS) as TextField[]

/** The form as sent: every text without its surrounding spaces, everything else as chosen. */
export function builderRequestForm(form: BuilderForm): BuilderFormInput {
  const trimmed: Partial<Record<TextField, string>> = {}
  for (const field of TEXT_FIELDS) trimmed[field] = form[field].trim()
  return { ...form, ...trimmed }
}

/** The live preview draws the form as it is now. */
export function builderPreviewSource(form: BuilderForm): PreviewSourceInput {
  return { kind: 'builder', form }
}
