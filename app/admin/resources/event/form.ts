/* The event form's fields, card by card (rendered by views/form.edge through
   components/admin/form_section.edge; the ticket-round editor gets its defaults there). */
import type { FormSection } from '#admin/engine/admin_resource'
import { field } from '#admin/engine/form_parts'

export const EVENT_FORM: FormSection[] = [
  {
    title: 'Event',
    fields: [
      field.text('name', 'Name', { required: true }),
      field.identifier('id', 'Id', {
        hint: 'The public id in paths, e.g. berlin-halloween-2026. It cannot change later.',
        onlyNew: true,
      }),
      field.select('type', 'Type', { required: true, blank: 'Choose…' }),
      field.select('city_id', 'City', { choices: 'city', blank: 'Not one of our cities' }),
      field.text('city_name', 'City name', {
        hint: 'Only for an event outside our cities; otherwise the city’s name is used.',
      }),
      field.text('url', 'Event page', {
        required: true,
        hint: 'https:// address or a path on this site',
      }),
      field.textarea('description', 'Description', 6, {
        hint: 'What the event is, for students. Plain text: a blank line starts a new paragraph.',
      }),
    ],
  },
  {
    title: 'When and where',
    fields: [
      field.timeZone({ hint: 'Dates below are in this time zone.' }),
      field.time('start_at', 'Starts', { required: true }),
      field.time('end_at', 'Ends'),
      field.text('venue_name', 'Venue'),
      field.text('venue_address', 'Venue address'),
      field.number('age_min', 'Minimum age', { min: 0, max: 99, step: 1, inputClass: 'short' }),
      field.text('entry_rule', 'Entry rule', {
        placeholder: 'Student ID required',
      }),
      field.text('whatsapp_group', 'WhatsApp group', {
        placeholder: 'https://chat.whatsapp.com/…',
      }),
    ],
  },
  {
    title: 'Tickets',
    fields: [
      field.select('ticket_status', 'Ticket status', {
        required: true,
        hint: '“Opens soon” needs the time sales open.',
      }),
      field.time('sales_open_at', 'Sales open'),
      field.text('buy_url', 'Buy link', { required: true }),
      field.text('ticket_note', 'Ticket note'),
    ],
    rows: [
      {
        key: 'ticket_options',
        legend: 'Ticket rounds',
        itemLabel: 'ticket round',
        addLabel: 'Add a ticket round',
        hint: 'In the order they are sold; prices as shown to students (empty: “price to be announced”). A new round takes the previous round’s currency, else the city’s. Tick “Sold out” when a round has no tickets left; when every round is, students see the event as sold out.',
        columns: [
          { key: 'name', label: 'Round' },
          {
            key: 'price',
            label: 'Price',
            kind: 'number',
            step: '0.01',
            min: 0,
            inputClass: 'short',
            placeholder: 'to be announced',
          },
          {
            key: 'currency',
            label: 'Currency',
            list: 'currencies',
            inputClass: 'mono short',
          },
          { key: 'soldOut', label: 'Sold out', kind: 'checkbox' },
        ],
      },
    ],
  },
  {
    title: 'Early access and waiting list',
    fields: [
      field.textarea('early_access_description', 'Early access', 2, {
        hint: 'Leave empty when there is no early access.',
      }),
      field.time('early_access_starts_at', 'Early access starts'),
      field.time('early_access_ends_at', 'Early access ends'),
      field.text('early_access_url', 'Early access link'),
      field.checkbox('waitlist_open', 'Waiting list open', {
        hint: 'Students (and agents) can join the waiting list.',
      }),
    ],
  },
]
