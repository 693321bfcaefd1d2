// The package a website request is for: the catalogue's offered packages with their prices (GET
// /api/packages), or none ('' : the team advises). The wizard and the builder ask it the same way
// (docs/rules/website-requests.md#packages-and-revenue).
import type { PlanOffer } from '../../api/packages/package-admin.shared'
import { usePublicCatalogue } from '../lib/data/packages'
import { formatMoney } from '../lib/money'
import { SelectField } from './step-form/select-field'

/** 'Scale — ₺649/ay ya da ₺5.990/yıl' */
export const packageChoiceLabel = (offer: PlanOffer) =>
  `${offer.name} — ${formatMoney(offer.price, offer.currency)}/ay ya da ${formatMoney(offer.yearlyPrice, offer.currency)}/yıl`

export function PackageChoiceField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const catalogue = usePublicCatalogue()
  const offers = catalogue.data ?? []
  // A code the catalogue no longer offers (an old draft) is not kept.
  const chosen = offers.some((offer) => offer.code === value) ? value : ''
  return (
    <SelectField
      label="Paket"
      name="selectedPackage"
      value={chosen}
      choices={offers.map((offer) => ({ value: offer.code, label: packageChoiceLabel(offer) }))}
      placeholder={catalogue.data ? 'Henüz karar vermedim (ekibimiz önersin)' : 'Paketler yükleniyor…'}
      onChange={onChange}
      hint="Fiyatlar KDV hariçtir. Paketi sonra Ödeme sekmesinden de değiştirebilirsiniz."
    />
  )
}

/** The chosen package's name and price for a summary; '' for none. */
export function usePackageChoiceText(code: string): string {
  const offer = usePublicCatalogue().data?.find((candidate) => candidate.code === code)
  return offer ? packageChoiceLabel(offer) : ''
}
