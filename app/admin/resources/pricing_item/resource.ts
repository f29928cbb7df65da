/* Pricing items: what is free, packages, refund and fee policies. */
import PricingItem from '#models/pricing_item'
import { declareResource } from '#admin/engine/admin_resource'
import { CURRENCY_SUGGESTIONS, field, sameNamed } from '#admin/engine/form_parts'
import { choicesOf, filterOn, sortBy } from '#admin/engine/list_parts'
import {
  PRICING_LIST_FILTERS,
  pricingItemValidator,
  type PricingItemInput,
} from '#admin/resources/pricing_item/validator'
import { PRICING_SECTIONS } from '#schemas/enums'

export const pricingItemResource = declareResource({
  /* listed as "Pricing" at /admin/pricing; counted as items */
  entity: 'pricing_item',
  label: 'Pricing item',
  plural: 'Pricing',
  noun: { one: 'item', many: 'items' },
  path: 'pricing',
  shortcut: 'i',
  model: PricingItem,
  titleOf: (row) => (row as PricingItem).title,
  attributes: (input: PricingItemInput) => ({
    ...sameNamed(input, 'section', 'slug', 'title', 'description'),
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
          field.text('title', 'Title', { required: true }),
          field.slug(),
          field.select('section', 'Section', { required: true }),
          field.position('Lower comes first within its section.'),
          field.number('price', 'Price', {
            min: 0,
            step: '0.01',
            hint: 'Required for a package; leave empty for free items and policies.',
            inputClass: 'short',
          }),
          field.text('currency', 'Currency', {
            placeholder: 'EUR',
            list: 'currencies',
            inputClass: 'mono short',
          }),
          field.textarea('description', 'Description', 5, { required: true }),
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
    columns: { title: 'Item', section: 'Section', price: 'Price', position: 'Order' },
    searchColumns: ['title', 'slug', 'description'],
    filters: [filterOn.values('section', 'Section', PRICING_SECTIONS)],
    filterRules: PRICING_LIST_FILTERS,
    legacyFilter: 'section',
    sorts: {
      title: sortBy.text('title'),
      section: sortBy.columns('section', 'position'),
      price: sortBy.columns('price'),
      position: sortBy.columns('position'),
    },
    defaultOrder: sortBy.columns('section', 'position'),
    defaultOrderLabel: 'By section, then order',
    cellsView: 'pricing_item::cells',
  },
})
