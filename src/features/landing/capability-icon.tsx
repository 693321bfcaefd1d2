// Decorative outline icons for the capability cards.
import { Outline } from '../../components/icons'

const paths = {
  design: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4',
  hosting: 'M4 5h16v6H4zM4 13h16v6H4zM8 8h.01M8 16h.01',
  mobile: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM11 18h2',
  seo: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15ZM16 16l5 5M7.5 10.5l2 2 4-4',
  content: 'M4 6h16M4 12h10M4 18h7M17 15v6M14 18h6',
  support: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13h4v6H6a2 2 0 0 1-2-2v-4Z',
} as const

export type CapabilityIconName = keyof typeof paths

export function CapabilityIcon({ name }: { name: CapabilityIconName }) {
  return (
    <Outline className="size-6">
      <path d={paths[name]} />
    </Outline>
  )
}
