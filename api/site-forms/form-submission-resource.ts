import { defineResource } from '../kernel/resource'
import { formSubmissionRecordSchema } from './form-submission.shared'

/** What visitors send through a published site's forms; deleted with the website or its owner. */
export const formSubmissionResource = defineResource({
  name: 'formSubmissions',
  table: 'form_submissions',
  schema: formSubmissionRecordSchema,
  searchFields: ['name', 'email', 'message'],
  unique: [],
  indexed: ['websiteId', 'createdAt'],
  timestamps: ['readAt', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'ownerId',
  references: {
    websiteId: { resource: 'websites', onDelete: 'cascade' },
    ownerId: { resource: 'users', onDelete: 'cascade' },
  },
  customerData: true,
})
