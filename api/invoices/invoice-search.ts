import type { SearchGroup } from '../kernel/module'

/** Invoices by number or customer; a hit opens the billing screen with the invoice's drawer. */
export const invoiceSearch: SearchGroup = {
  group: 'invoices',
  find: async (services, q, limit) =>
    (await services.invoices.search(q, limit)).map((invoice) => ({
      id: invoice.id,
      label: invoice.number,
      secondary: `${invoice.customerName} · ${invoice.customerEmail}`,
      // docs/rules/ui-shell.md#the-headers-search
      screen: { to: '/admin/billing', search: { q: invoice.number, open: invoice.id } },
    })),
}
