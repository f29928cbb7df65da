/* The city form's fields, card by card (rendered by admin/resource_form.edge). */
import type { FormSection } from '#admin/engine/admin_resource'
import { field } from '#admin/engine/form_parts'

const textarea = { kind: 'textarea', wide: true } as const

export const CITY_FORM: FormSection[] = [
  {
    title: 'City',
    fields: [
      field.text('name', 'Name', { required: true }),
      field.slug({ hint: 'Used in public paths, e.g. /api/v1/cities/berlin' }),
      field.text('country', 'Country', { required: true }),
      field.identifier('country_code', 'Country code', {
        /* the validator's pattern says two capital letters; it states no length */
        maxlength: 2,
        hint: 'Two letters, e.g. DE',
        inputClass: 'mono short',
      }),
      field.timeZone(),
      field.number('latitude', 'Latitude', {
        min: -90,
        max: 90,
        step: 'any',
        inputClass: 'short',
        hint: 'Degrees, e.g. 52.52 (with the longitude: the site names the nearest city with events).',
      }),
      field.number('longitude', 'Longitude', {
        min: -180,
        max: 180,
        step: 'any',
        inputClass: 'short',
        hint: 'Degrees, e.g. 13.405; west of Greenwich is negative.',
      }),
      field.text('festival_name', 'Festival name', { required: true }),
      field.textarea('summary', 'Summary', 2, { required: true }),
      field.textarea('about', 'About', 5, { hint: 'The longer introduction of the city guide.' }),
    ],
  },
  {
    title: 'Other names',
    hint: 'Names students use for this city or its country in other languages (Wien, Prag, Lisboa; Holland, England). The API, MCP, the agent and the site find the city by any of them; country names in nine languages are known already.',
    fields: [],
    rows: [
      {
        key: 'aliases',
        legend: 'Other names',
        itemLabel: 'name',
        addLabel: 'Add a name',
        columns: [
          { key: 'name', label: 'Name', placeholder: 'Wien' },
          {
            key: 'kind',
            label: 'Names the',
            kind: 'select',
            choices: 'city_alias_kind',
            /* the spare row posts a blank kind, so it stays a blank row (dropped) */
            blank: 'Choose…',
          },
        ],
      },
    ],
  },
  {
    title: 'Links',
    hint: 'A full https:// address, or a path on this site starting with /.',
    fields: [
      field.text('city_guide_url', 'City guide page', { required: true }),
      field.text('festival_url', 'Festival page', { required: true }),
      field.text('halloween_url', 'Halloween page', {
        hint: 'Leave empty when the city has no Halloween event.',
      }),
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
          { key: 'label', label: 'Label', placeholder: 'Room in a shared flat' },
          { key: 'value', label: 'Value', placeholder: '€450–650' },
        ],
      },
      {
        key: 'universities',
        legend: 'Universities',
        itemLabel: 'university',
        addLabel: 'Add a university',
        columns: [
          { key: 'name', label: 'Name' },
          { key: 'url', label: 'Website', placeholder: 'https://' },
        ],
      },
      {
        key: 'neighbourhoods',
        legend: 'Neighbourhoods',
        itemLabel: 'neighbourhood',
        addLabel: 'Add a neighbourhood',
        columns: [
          { key: 'name', label: 'Name' },
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
          { key: 'name', label: 'Name' },
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
