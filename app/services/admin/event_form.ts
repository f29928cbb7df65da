/* The event form's fields, card by card (rendered by admin/events/form.edge through
   components/admin/form_section.edge; the ticket-round editor gets its defaults there). */
import type { FormSection } from '#services/admin/admin_resource'

const when = { kind: 'datetime-local' } as const

export const EVENT_FORM: FormSection[] = [
  {
    title: 'Event',
    fields: [
      { name: 'name', label: 'Name', required: true, maxlength: 200 },
      {
        name: 'id',
        label: 'Id',
        required: true,
        maxlength: 120,
        hint: 'The public id in paths, e.g. berlin-halloween-2026. It cannot change later.',
        inputClass: 'mono',
        onlyNew: true,
      },
      { name: 'type', label: 'Type', kind: 'select', choices: 'type', required: true },
      {
        name: 'city_id',
        label: 'City',
        kind: 'select',
        choices: 'city',
        blank: 'Not one of our cities',
      },
      {
        name: 'city_name',
        label: 'City name',
        maxlength: 120,
        hint: 'Only for an event outside our cities; otherwise the city’s name is used.',
      },
      {
        name: 'url',
        label: 'Event page',
        required: true,
        hint: 'https:// address or a path on this site',
      },
    ],
  },
  {
    title: 'When and where',
    fields: [
      {
        name: 'timezone',
        label: 'Time zone',
        required: true,
        list: 'timezones',
        placeholder: 'Europe/Berlin',
        hint: 'Dates below are in this time zone.',
      },
      { name: 'start_at', label: 'Starts', ...when, required: true },
      { name: 'end_at', label: 'Ends', ...when },
      { name: 'venue_name', label: 'Venue', maxlength: 200 },
      { name: 'venue_address', label: 'Venue address', maxlength: 300 },
      {
        name: 'age_min',
        label: 'Minimum age',
        kind: 'number',
        min: 0,
        max: 99,
        step: 1,
        inputClass: 'short',
      },
      {
        name: 'entry_rule',
        label: 'Entry rule',
        maxlength: 500,
        placeholder: 'Student ID required',
      },
      {
        name: 'whatsapp_group',
        label: 'WhatsApp group',
        placeholder: 'https://chat.whatsapp.com/…',
      },
    ],
  },
  {
    title: 'Tickets',
    fields: [
      {
        name: 'ticket_status',
        label: 'Ticket status',
        kind: 'select',
        choices: 'ticket_status',
        required: true,
        hint: '“Opens soon” needs the time sales open.',
      },
      { name: 'sales_open_at', label: 'Sales open', ...when },
      { name: 'buy_url', label: 'Buy link', required: true },
      { name: 'ticket_note', label: 'Ticket note', maxlength: 1000 },
    ],
    rows: [
      {
        key: 'ticket_options',
        legend: 'Ticket rounds',
        itemLabel: 'ticket round',
        addLabel: 'Add a ticket round',
        hint: 'In the order they are sold; prices as shown to students. A new round takes the previous round’s currency, else the city’s.',
        columns: [
          { key: 'name', label: 'Round', maxlength: 120 },
          {
            key: 'price',
            label: 'Price',
            kind: 'number',
            step: '0.01',
            min: 0,
            inputClass: 'short',
          },
          {
            key: 'currency',
            label: 'Currency',
            list: 'currencies',
            maxlength: 3,
            inputClass: 'mono short',
          },
        ],
      },
    ],
  },
  {
    title: 'Early access and waiting list',
    fields: [
      {
        name: 'early_access_description',
        label: 'Early access',
        kind: 'textarea',
        rows: 2,
        wide: true,
        hint: 'Leave empty when there is no early access.',
      },
      { name: 'early_access_starts_at', label: 'Early access starts', ...when },
      { name: 'early_access_ends_at', label: 'Early access ends', ...when },
      { name: 'early_access_url', label: 'Early access link' },
      {
        name: 'waitlist_open',
        label: 'Waiting list open',
        kind: 'checkbox',
        hint: 'Students (and agents) can join the waiting list.',
      },
    ],
  },
]
