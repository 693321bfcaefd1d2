import { defineResource } from '../kernel/resource'
import { packageSchema } from './package.shared'

/** The plans customers subscribe to. */
export const packageResource = defineResource({
  name: 'packages',
  table: 'packages',
  schema: packageSchema,
  searchFields: ['name', 'description'],
  unique: [{ name: 'code_unique', fields: ['code'] }],
  indexed: ['createdAt'],
  timestamps: ['createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
})
