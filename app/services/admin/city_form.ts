/* The city form's fields, card by card (rendered by admin/resource_form.edge). */
import type { FormSection } from '#services/admin/admin_resource'

const textarea = { kind: 'textarea', wide: true } as const

export const CITY_FORM: FormSection[] = [
  {
    title: 'City',
    fields: [
      { name: 'name', label: 'Name', required: true, maxlength: 120 },
      {
        name: 'slug',
        label: 'Slug',
        required: true,
        maxlength: 80,
        hint: 'Used in public paths, e.g. /api/v1/cities/berlin',
        inputClass: 'mono',
      },
      { name: 'country', label: 'Country', required: true, maxlength: 120 },
      {
        name: 'country_code',
        label: 'Country code',
        required: true,
        maxlength: 2,
        hint: 'Two letters, e.g. DE',
        inputClass: 'mono short',
      },
      {
        name: 'timezone',
        label: 'Time zone',
        required: true,
        list: 'timezones',
        placeholder: 'Europe/Berlin',
      },
      { name: 'festival_name', label: 'Festival name', required: true, maxlength: 160 },
      { name: 'summary', label: 'Summary', ...textarea, rows: 2, required: true, maxlength: 2000 },
      {
        name: 'about',
        label: 'About',
        ...textarea,
        rows: 5,
        hint: 'The longer introduction of the city guide.',
      },
    ],
  },
  {
    title: 'Links',
    hint: 'A full https:// address, or a path on this site starting with /.',
    fields: [
      { name: 'city_guide_url', label: 'City guide page', required: true },
      { name: 'festival_url', label: 'Festival page', required: true },
      {
        name: 'halloween_url',
        label: 'Halloween page',
        hint: 'Leave empty when the city has no Halloween event.',
      },
    ],
  },
  {
    title: 'Guide',
    fields: [],
    rows: [
      {
        key: 'costs',
        legend: 'Monthly costs',
        itemLabel: 'cost',
        addLabel: 'Add a cost',
        columns: [
          { key: 'label', label: 'Label', placeholder: 'Room in a shared flat', maxlength: 120 },
          { key: 'value', label: 'Value', placeholder: '€450–650', maxlength: 120 },
        ],
      },
      {
        key: 'universities',
        legend: 'Universities',
        itemLabel: 'university',
        addLabel: 'Add a university',
        columns: [
          { key: 'name', label: 'Name', maxlength: 200 },
          { key: 'url', label: 'Website', placeholder: 'https://' },
        ],
      },
      {
        key: 'neighbourhoods',
        legend: 'Neighbourhoods',
        itemLabel: 'neighbourhood',
        addLabel: 'Add a neighbourhood',
        columns: [
          { key: 'name', label: 'Name', maxlength: 120 },
          { key: 'description', label: 'Description', ...textarea },
        ],
      },
      {
        key: 'housing_tips',
        legend: 'Housing tips',
        itemLabel: 'tip',
        addLabel: 'Add a tip',
        columns: [{ key: 'tip', label: 'Tip', ...textarea }],
      },
      {
        key: 'places',
        legend: 'Places',
        itemLabel: 'place',
        addLabel: 'Add a place',
        columns: [
          { key: 'name', label: 'Name', maxlength: 160 },
          {
            key: 'category',
            label: 'Category',
            kind: 'select',
            choices: 'place_category',
            blank: 'Choose…',
          },
          { key: 'url', label: 'Website', placeholder: 'https:// (optional)' },
          { key: 'description', label: 'Description', ...textarea },
        ],
      },
    ],
  },
]
