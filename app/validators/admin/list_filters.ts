/*
| The filters of each admin list, as VineJS rules of their query-string
| parameters (the lists themselves are declared in app/services/admin/).
| A wrong value is answered with a message naming the filter, never a 500.
*/
import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import {
  DOC_KINDS,
  EVENT_TYPES,
  PARTNER_CATEGORIES,
  PARTNER_KINDS,
  PRICING_SECTIONS,
  PUBLICATION_STATES,
  TICKET_STATUSES,
} from '#schemas/enums'
import { rules } from '#validators/admin/rules'

/** When an event takes place, relative to today in the staff time zone. */
export const EVENT_PERIODS = ['upcoming', 'past', 'this_month', 'next_month'] as const
export type EventPeriod = (typeof EVENT_PERIODS)[number]
export const WAITLIST_STATES = ['open', 'closed'] as const

const realDate = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !DateTime.fromISO(value).isValid)
    field.report('{{ field }}: this date does not exist', 'listDate', field)
})

const notBeforeFrom = vine.createRule((value, _options, field) => {
  const from = field.parent?.from
  if (field.isValid && typeof from === 'string' && typeof value === 'string' && value < from)
    field.report('{{ field }}: must not be before the “from” date', 'notBeforeFrom', field)
})

const day = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .use(realDate())

const id = () => rules.recordId()
const publication = () => vine.enum(PUBLICATION_STATES).optional()

export const EVENT_LIST_FILTERS = {
  when: vine.enum(EVENT_PERIODS).optional(),
  from: day().optional(),
  to: day().use(notBeforeFrom()).optional(),
  type: vine.enum(EVENT_TYPES).optional(),
  city: id().optional(),
  ticket_status: vine.enum(TICKET_STATUSES).optional(),
  waitlist: vine.enum(WAITLIST_STATES).optional(),
  publication: publication(),
}

export const PARTNER_LIST_FILTERS = {
  category: vine.enum(PARTNER_CATEGORIES).optional(),
  kind: vine.enum(PARTNER_KINDS).optional(),
  publication: publication(),
}

export const DOC_LIST_FILTERS = {
  kind: vine.enum(DOC_KINDS).optional(),
  city: id().optional(),
  publication: publication(),
}

export const PRICING_LIST_FILTERS = {
  section: vine.enum(PRICING_SECTIONS).optional(),
}

export const CITY_LIST_FILTERS = {
  country: vine.string().trim().toUpperCase().fixedLength(2).optional(),
}
