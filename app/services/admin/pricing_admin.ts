/* Pricing items: what is free, packages, refund and fee policies. */
import PricingItem from '#models/pricing_item'
import type { AdminResource } from '#services/admin/admin_resource'
import { byColumns, byText, choicesOf, columnFilter } from '#services/admin/list_parts'
import { pricingItemValidator, type PricingItemInput } from '#validators/admin/pricing_item'
import { PRICING_LIST_FILTERS } from '#validators/admin/list_filters'
import { PRICING_SECTIONS } from '#schemas/enums'
import { CURRENCY_SUGGESTIONS } from '#services/admin/form_parts'

export const pricingItemResource: AdminResource = {
  entity: 'pricing_item',
  label: 'Pricing item',
  plural: 'Pricing',
  noun: { one: 'item', many: 'items' },
  model: PricingItem,
  path: 'pricing',
  numericId: true,
  right: 'content',
  children: [],
  titleOf: (row) => (row as PricingItem).title,
  attributes: (input: PricingItemInput) => ({
    section: input.section,
    slug: input.slug,
    title: input.title,
    description: input.description,
    price: input.price ?? null,
    currency: input.currency ?? null,
    position: input.position ?? 0,
  }),
  form: {
    validators: { create: pricingItemValidator, update: pricingItemValidator },
    newValues: () => ({ section: 'free', position: 0 }),
    sections: [
      {
        fields: [
          { name: 'title', label: 'Title', required: true, maxlength: 160 },
          { name: 'slug', label: 'Slug', required: true, maxlength: 80, inputClass: 'mono' },
          { name: 'section', label: 'Section', kind: 'select', choices: 'section', required: true },
          {
            name: 'position',
            label: 'Order',
            kind: 'number',
            min: 0,
            step: 1,
            hint: 'Lower comes first within its section.',
            inputClass: 'short',
          },
          {
            name: 'price',
            label: 'Price',
            kind: 'number',
            min: 0,
            step: '0.01',
            hint: 'Required for a package; leave empty for free items and policies.',
            inputClass: 'short',
          },
          {
            name: 'currency',
            label: 'Currency',
            maxlength: 3,
            placeholder: 'EUR',
            list: 'currencies',
            inputClass: 'mono short',
          },
          {
            name: 'description',
            label: 'Description',
            kind: 'textarea',
            rows: 5,
            required: true,
            maxlength: 5000,
            wide: true,
          },
        ],
      },
    ],
    datalists: [{ id: 'currencies', choices: 'currencies' }],
    choices: () => ({ section: choicesOf(PRICING_SECTIONS), currencies: CURRENCY_SUGGESTIONS }),
  },
  list: {
    description:
      'What is free, packages, and the refund and fee policies. Ticket prices are set on each event.',
    placeholder: 'Title, slug or text',
    columns: [
      { key: 'title', label: 'Item', sort: 'title' },
      { key: 'section', label: 'Section', sort: 'section' },
      { key: 'price', label: 'Price', sort: 'price' },
      { key: 'position', label: 'Order', sort: 'position' },
    ],
    searchColumns: ['title', 'slug', 'description'],
    filters: [columnFilter('section', 'Section', 'section', () => choicesOf(PRICING_SECTIONS))],
    filterRules: PRICING_LIST_FILTERS,
    legacyFilter: 'section',
    sorts: {
      title: byText('title'),
      section: byColumns('section', 'position'),
      price: byColumns('price'),
      position: byColumns('position'),
    },
    defaultOrder: byColumns('section', 'position'),
    defaultOrderLabel: 'By section, then order',
    cellsView: 'admin/pricing/cells',
  },
}
