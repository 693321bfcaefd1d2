import { describe, expect, it } from 'vitest'
import { emptyBuilderForm } from '../../../api/builder/builder-form.shared'
import { builderMessages } from '../../../api/builder/builder-messages.shared'
import type { BuilderField } from './builder-steps'
import {
  BUILDER_STEPS,
  BUILDER_STEP_COUNT,
  REQUIRED_BUILDER_FIELDS,
  refusedField,
  stepOfField,
} from './builder-steps'

describe('builder steps', () => {
  it('are five and put every field of the form on exactly one step', () => {
    expect(BUILDER_STEP_COUNT).toBe(5)
    const placed = BUILDER_STEPS.flatMap((step) => step.fields as readonly string[])
    expect([...placed].sort()).toEqual(Object.keys(emptyBuilderForm()).sort())
    expect(new Set(placed).size).toBe(placed.length)
  })

  it('mark the eight fields the team needs, and only fields that exist', () => {
    expect([...REQUIRED_BUILDER_FIELDS].sort()).toEqual(
      [
        'companyName',
        'industry',
        'description',
        'contactEmail',
        'colorScheme',
        'designStyle',
        'pages',
        'features',
      ].sort(),
    )
  })

  it('know the step of each field', () => {
    const expected: Array<[BuilderField, number]> = [
      ['companyName', 1],
      ['contactEmail', 1],
      ['website', 1],
      ['colorScheme', 2],
      ['logo', 2],
      ['pages', 3],
      ['languages', 3],
      ['features', 4],
      ['blog', 4],
      ['budget', 5],
      ['notes', 5],
    ]
    for (const [field, step] of expected) expect(stepOfField(field), field).toBe(step)
  })

  it('read which field a refusal of the server is about', () => {
    expect(refusedField(builderMessages.companyRequired)).toBe('companyName')
    expect(refusedField(builderMessages.contactEmailInvalid)).toBe('contactEmail')
    expect(refusedField('Bağlantı hatası. Lütfen tekrar deneyin.')).toBeNull()
  })
})
