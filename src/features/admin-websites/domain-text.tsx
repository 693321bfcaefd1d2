// A stored domain as people read it: an internationalised name in Unicode ('çiçek.com'), its stored
// ASCII form ('xn--iek-1lab.com') under it.
import { domainToUnicode } from '../../../api/lib/input-rules.shared'

export function DomainText({ domain }: { domain: string }) {
  if (!domain) return <>—</>
  const unicode = domainToUnicode(domain)
  if (unicode === domain) return <span className="break-all">{domain}</span>
  return (
    <span className="flex flex-col">
      <span className="break-all">{unicode}</span>
      <span className="text-xs break-all text-slate-600 dark:text-slate-400">{domain}</span>
    </span>
  )
}
