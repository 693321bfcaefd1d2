// The frame of each device and how far it is scaled down to fit the panel: the frame keeps the device's
// real size (the page lays itself out for 375, 768 or 1920 pixels) and is drawn smaller.
import { PREVIEW_VIEWPORTS } from '../../../api/preview/preview.shared'
import type { PreviewDevice } from '../../../api/preview/preview.shared'

export const DEVICE_LABELS: Readonly<Record<PreviewDevice, string>> = {
  mobile: 'Mobil',
  tablet: 'Tablet',
  desktop: 'Masaüstü',
}

/** The room the panel gives the frame, in CSS pixels. */
export const PANEL_ROOM = { width: 1200, height: 800 } as const
/** The largest scale of each device: the desktop at most half size, the tablet 80 %, the phone as is. */
const MAX_SCALE: Readonly<Record<PreviewDevice, number>> = { desktop: 0.5, tablet: 0.8, mobile: 1 }

/** desktop min(1200/w, 800/h, 0.5); tablet min(1200/w, 800/h, 0.8); mobile 1. */
export function previewScale(device: PreviewDevice, size: { width: number; height: number }): number {
  if (device === 'mobile') return 1
  return Math.min(PANEL_ROOM.width / size.width, PANEL_ROOM.height / size.height, MAX_SCALE[device])
}

export interface PreviewFrameSize {
  width: number
  height: number
  scale: number
  /** The size the scaled frame takes on the page. */
  shownWidth: number
  shownHeight: number
}

export function previewFrameSize(device: PreviewDevice): PreviewFrameSize {
  const { width, height } = PREVIEW_VIEWPORTS[device]
  const scale = previewScale(device, { width, height })
  return {
    width,
    height,
    scale,
    shownWidth: Math.round(width * scale),
    shownHeight: Math.round(height * scale),
  }
}
