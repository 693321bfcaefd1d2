import { defineResource } from '../kernel/resource'
import { formDraftRecordSchema } from './form-draft.shared'

/** A user's draft of one form, kept so that it follows them to another device. */
export const formDraftResource = defineResource({
  name: 'formDrafts',
  table: 'form_drafts',
  schema: formDraftRecordSchema,
  searchFields: [],
  unique: [{ name: 'user_form_unique', fields: ['userId', 'form'] }],
  indexed: [],
  timestamps: ['updatedAt'],
  defaultOrder: 'updatedAt',
  owner: 'userId',
  references: { userId: { resource: 'users', onDelete: 'cascade' } },
  customerData: true,
})
