// The dialog's feature rows: add a row, remove one (the last row stays, emptied), each labelled by its number.
import { inputClass, labelClass, smallButtonClass } from '../../components/form-styles'
import { withoutFeature } from './package-form'

export function PackageFeatureList({
  features,
  onChange,
}: {
  features: string[]
  onChange: (features: string[]) => void
}) {
  const set = (index: number, value: string) =>
    onChange(features.map((feature, i) => (i === index ? value : feature)))
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>Özellikler</legend>
      {features.map((feature, index) => (
        <div key={index} className="flex items-center gap-2">
          <input
            aria-label={`Özellik ${index + 1}`}
            value={feature}
            maxLength={200}
            onChange={(event) => set(index, event.target.value)}
            className={inputClass}
          />
          <button
            type="button"
            className={`${smallButtonClass} shrink-0`}
            aria-label={`Özellik ${index + 1} kaldır`}
            onClick={() => onChange(withoutFeature(features, index))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
      <button type="button" className={smallButtonClass} onClick={() => onChange([...features, ''])}>
        Özellik ekle
      </button>
    </fieldset>
  )
}
