import type { PricingSeed } from './types.js'

/** What is free, the paid packages, and the refund and fee policies. Ticket prices live on events. */
export const PRICING: PricingSeed[] = [
  {
    section: 'free',
    slug: 'join-community',
    title: 'Joining the community',
    description:
      'Signing up and joining your city\u2019s student community is free, with no account fee ever.',
    price: null,
    currency: null,
  },
  {
    section: 'free',
    slug: 'city-guides',
    title: 'City guides',
    description:
      'Every city guide (costs, neighbourhoods, universities, housing tips and places) is free to read.',
    price: null,
    currency: null,
  },
  {
    section: 'free',
    slug: 'whatsapp-groups',
    title: 'WhatsApp groups',
    description:
      'City and event WhatsApp groups are free to join; they are where presale codes are shared.',
    price: null,
    currency: null,
  },
  {
    section: 'free',
    slug: 'partner-deals',
    title: 'Partner deals',
    description:
      'All partner discount codes and links are free to use; we never charge for a code.',
    price: null,
    currency: null,
  },
  {
    section: 'free',
    slug: 'halloween-waitlist',
    title: 'Halloween waitlist',
    description: 'Joining a Halloween waitlist is free and does not commit you to buy a ticket.',
    price: null,
    currency: null,
  },
  {
    section: 'package',
    slug: 'orientation-starter-pack',
    title: 'Orientation Starter Pack',
    description: 'Orientation week entry, a guided city tour and a prepaid SIM with 10 GB of data.',
    price: 25,
    currency: 'EUR',
  },
  {
    section: 'package',
    slug: 'semester-party-pass',
    title: 'Semester Party Pass',
    description:
      'Entry to the semester kickoff, the Halloween party and the welcome festival in one city, with fast-lane entry.',
    price: 59,
    currency: 'EUR',
  },
  {
    section: 'package',
    slug: 'halloween-vip-bundle',
    title: 'Halloween VIP Bundle',
    description: 'VIP Halloween ticket, cloakroom, a welcome drink and a photo-booth print.',
    price: 45,
    currency: 'EUR',
  },
  {
    section: 'refund_policy',
    slug: 'refund-cancelled-event',
    title: 'Cancelled or moved events',
    description:
      'If we cancel an event or move it to another date, you get a full refund, fees included, within 14 days.',
    price: null,
    currency: null,
  },
  {
    section: 'refund_policy',
    slug: 'refund-change-of-plans',
    title: 'If you cannot make it',
    description:
      'Tickets are not refundable when the event takes place, but you can change the name on a ticket for free until 24 hours before the start.',
    price: null,
    currency: null,
  },
  {
    section: 'fee_policy',
    slug: 'booking-fee',
    title: 'Booking fee',
    description:
      'A booking fee of 5% (at least €0.99 or the local equivalent) is shown before you pay; the ticket price never changes at checkout.',
    price: null,
    currency: null,
  },
  {
    section: 'fee_policy',
    slug: 'payment-methods',
    title: 'Payment methods',
    description:
      'Cards, Apple Pay, Google Pay and local methods (iDEAL, BLIK, TWINT) cost nothing extra. Prices are in the local currency of the event.',
    price: null,
    currency: null,
  },
]
