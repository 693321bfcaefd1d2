// Temel: the site's name, domain (read-only: a change is a request, domain-request-field.tsx), template,
// status, category and description.
import { CATEGORY_CHOICES, STATUS_CHOICES, TEMPLATE_CHOICES } from '../edit-choices'
import { DomainRequestField } from './domain-request-field'
import { SelectInput, TextArea, TextInput } from './fields'
import { statusHeldProps } from './fixed-fields'
import type { TabProps } from './tab-props'

export function BasicTab({
  form,
  setField,
  errors,
  website,
  team = false,
  statusHeld = false,
}: TabProps & {
  website: { id: string; domain: string }
  team?: boolean
  /** The team set the status: the owner cannot change it (fixed-fields.ts). */
  statusHeld?: boolean
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextInput
        label="Website adı"
        required
        name="title"
        value={form.title}
        error={errors.title}
        onChange={(value) => setField('title', value)}
      />
      {team ? (
        // The domain request is the customer's (an approval); the team changes the domain itself there.
        <p className="self-end text-sm text-slate-600 dark:text-slate-400">
          Domain: <strong>{website.domain || '—'}</strong>. Domaini Websiteler ekranındaki “Düzenle”
          penceresinden değiştirebilirsiniz.
        </p>
      ) : (
        <DomainRequestField website={website} />
      )}
      <SelectInput
        label="Şablon"
        name="template"
        value={form.template}
        choices={TEMPLATE_CHOICES}
        onChange={(value) => value && setField('template', value)}
      />
      <SelectInput
        label="Durum"
        name="status"
        value={form.status}
        choices={STATUS_CHOICES}
        {...statusHeldProps(statusHeld)}
        onChange={(value) => value && setField('status', value)}
      />
      <SelectInput
        label="Kategori"
        name="category"
        value={form.category}
        choices={CATEGORY_CHOICES}
        emptyLabel="Kategori seçin"
        onChange={(value) => setField('category', value)}
      />
      <div className="sm:col-span-2">
        <TextArea
          label="Açıklama"
          name="description"
          value={form.description}
          onChange={(value) => setField('description', value)}
        />
      </div>
    </div>
  )
}
