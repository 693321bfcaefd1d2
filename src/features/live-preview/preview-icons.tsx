// The panel's outline icons (decorative: every button carries its own text or label).
import type { SVGProps } from 'react'
import { Outline } from '../../components/icons'

type IconProps = SVGProps<SVGSVGElement>

export const PhoneIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 18h2" />
  </Outline>
)

export const TabletIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M11 18h2" />
  </Outline>
)

export const DesktopIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </Outline>
)

export const RefreshIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4" />
  </Outline>
)

export const LinkIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Outline>
)

export const ExpandIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Outline>
)

export const ShrinkIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Outline>
)

export const EyeIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Outline>
)

export const EyeOffIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Outline>
)
