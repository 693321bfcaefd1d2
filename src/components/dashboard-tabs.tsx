// The dashboards' tab bar (Headless UI tabs: arrow keys, roles, labelled panels). The selected tab is
// owned by the caller (it lives in the URL); only the selected panel is rendered.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'

export interface DashboardTab<Id extends string> {
  id: Id
  label: string
  render: () => ReactNode
}

export function DashboardTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly DashboardTab<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  label: string
}) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next]
        if (tab) onSelect(tab.id)
      }}
    >
      <TabList
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-3 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-blue-600 data-selected:border-blue-700 data-selected:text-blue-800 dark:text-slate-400 dark:hover:text-white dark:data-selected:border-blue-400 dark:data-selected:text-blue-300"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-6">
        {tabs.map((tab, position) => (
          <TabPanel key={tab.id} className="focus:outline-none">
            {position === index ? tab.render() : null}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
