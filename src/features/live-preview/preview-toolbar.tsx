// Above the frame: the device selector and the panel's actions (refresh, copy link, full screen,
// hide/show, and close when the screen gives a way to close).
import type { ReactNode } from 'react'
import { PREVIEW_DEVICES } from '../../../api/preview/preview.shared'
import type { PreviewDevice } from '../../../api/preview/preview.shared'
import { CloseIcon } from '../../components/icons'
import { DEVICE_LABELS } from './preview-frame-size'
import {
  DesktopIcon,
  ExpandIcon,
  EyeIcon,
  EyeOffIcon,
  LinkIcon,
  PhoneIcon,
  RefreshIcon,
  ShrinkIcon,
  TabletIcon,
} from './preview-icons'

const DEVICE_ICONS: Readonly<Record<PreviewDevice, (props: { className?: string }) => ReactNode>> = {
  mobile: PhoneIcon,
  tablet: TabletIcon,
  desktop: DesktopIcon,
}

const toolClass =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800'

export function DeviceSelector(props: { device: PreviewDevice; onChange: (device: PreviewDevice) => void }) {
  return (
    <div
      role="group"
      aria-label="Cihaz"
      className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
    >
      {PREVIEW_DEVICES.map((device) => {
        const Icon = DEVICE_ICONS[device]
        const current = device === props.device
        return (
          <button
            key={device}
            type="button"
            aria-pressed={current}
            onClick={() => props.onChange(device)}
            className={`inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium ${
              current
                ? 'bg-white text-blue-800 shadow-sm dark:bg-slate-950 dark:text-blue-300'
                : 'text-slate-700 hover:bg-white/70 dark:text-slate-300 dark:hover:bg-slate-900'
            }`}
          >
            <Icon className="size-4" />
            {DEVICE_LABELS[device]}
          </button>
        )
      })}
    </div>
  )
}

export function PreviewActions(props: {
  refreshing: boolean
  canCopy: boolean
  copied: boolean
  fullScreen: boolean
  hidden: boolean
  bodyId: string
  onRefresh: () => void
  onCopy: () => void
  onToggleFullScreen: () => void
  onToggleHidden: () => void
  onClose?: () => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        onClick={props.onRefresh}
        disabled={props.refreshing}
        aria-label="Önizlemeyi yenile"
        className={toolClass}
      >
        <RefreshIcon
          className={`size-4 ${props.refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
      </button>
      <button type="button" onClick={props.onCopy} disabled={!props.canCopy} className={toolClass}>
        <LinkIcon className="size-4" />
        {props.copied ? 'Kopyalandı' : 'Bağlantıyı kopyala'}
      </button>
      <button
        type="button"
        onClick={props.onToggleFullScreen}
        aria-pressed={props.fullScreen}
        aria-label="Tam ekran"
        className={toolClass}
      >
        {props.fullScreen ? <ShrinkIcon className="size-4" /> : <ExpandIcon className="size-4" />}
      </button>
      <button
        type="button"
        onClick={props.onToggleHidden}
        aria-expanded={!props.hidden}
        aria-controls={props.bodyId}
        className={toolClass}
      >
        {props.hidden ? <EyeIcon className="size-4" /> : <EyeOffIcon className="size-4" />}
        {props.hidden ? 'Göster' : 'Gizle'}
      </button>
      {props.onClose && (
        <button type="button" onClick={props.onClose} aria-label="Önizlemeyi kapat" className={toolClass}>
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  )
}
