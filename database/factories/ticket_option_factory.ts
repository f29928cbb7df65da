import factory from '@adonisjs/lucid/factories'
import TicketOption from '#models/ticket_option'

/** A ticket round: "Regular", 12 EUR. */
export const TicketOptionFactory = factory
  .define(TicketOption, () => ({ name: 'Regular', price: 12, currency: 'EUR', position: 1 }))
  .build()
