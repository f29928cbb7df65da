import type { DocSeed } from './types.js'

/** Policies (markdown). */
export const POLICY_DOCS: DocSeed[] = [
  {
    slug: 'privacy-policy',
    kind: 'policy',
    title: 'Privacy policy',
    summary:
      'What we store when you contact us or join a waitlist, why, and how to have it deleted.',
    citySlug: null,
    body: `We keep as little personal data as we can.

## What we store

- **Contact messages**: your name, e-mail address and message, so that we can answer you. The message is forwarded to the team by e-mail with your address as reply-to.
- **Waitlist entries**: your name, e-mail address, the event and the time you gave your consent, so that we can tell you when tickets are available.

Browsing the website, the API and the AI agent surfaces needs no account, and we do not store your IP address beyond the short-lived counters used for rate limiting.

## Who sees it

Only the team that organises the events. We never sell or share your data with partners; partner deals work through their own links.

## How long

Contact messages are kept for 12 months. Waitlist entries are deleted after the event.

## Your rights

You can ask for a copy of your data or have it deleted at any time: write to the support address from the e-mail address you used. When an AI assistant acted on your behalf, the same applies: the request must come from your own address.`,
  },
  {
    slug: 'refund-policy',
    kind: 'policy',
    title: 'Refund policy',
    summary: 'Full refunds for cancelled or moved events; free name changes otherwise.',
    citySlug: null,
    body: `## Cancelled or moved events

If we cancel an event, or move it to another date and you cannot come, you get a full refund of the ticket price and the booking fee within 14 days, to the payment method you used.

## Changes of plan

Tickets are not refundable when the event takes place as planned. You can change the name on your ticket for free until 24 hours before the start, so a friend can go instead.

## Tickets sold by partners

When an event's tickets are sold by a venue or a partner ("see page"), their refund terms apply.

## Packages

Packages can be refunded in full within 14 days of purchase as long as none of the included events has been used.`,
  },
  {
    slug: 'code-of-conduct',
    kind: 'policy',
    title: 'Code of conduct',
    summary: 'Respect, consent and safety at every event and in every community group.',
    citySlug: null,
    body: `Our events and groups are for everyone, whatever their origin, gender, sexuality, religion or budget.

## At events

- Respect the people around you, the staff and the venue.
- Consent is required, always. Harassment of any kind gets you removed without a refund.
- Look after your friends and drink responsibly. Our awareness team wears purple wristbands: talk to them if you feel unsafe.

## In the WhatsApp groups

Stay on topic, no spam or selling, and no sharing of other people's details. Admins may remove messages or members who break these rules.

## Reporting

Tell a member of staff at the event, or contact the team afterwards. Reports are handled confidentially.`,
  },
]
