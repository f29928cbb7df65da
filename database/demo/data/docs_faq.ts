import type { DocSeed } from './types.js'

const faq = (slug: string, title: string, body: string, citySlug: string | null = null) => ({
  slug: `faq-${slug}`,
  kind: 'faq' as const,
  title,
  summary: body.split('\n')[0],
  body,
  citySlug,
})

/** Frequently asked questions (markdown). */
export const FAQ_DOCS: DocSeed[] = [
  faq(
    'how-do-i-join',
    'How do I join the community?',
    `Pick your city and join its WhatsApp group from the city page. It is free, and there is no account to create.

Event news, presale codes and meetups are shared in the group first.`
  ),
  faq(
    'are-events-only-for-students',
    'Are the events only for students?',
    `Most events are for students and young people; some ask for a student card at the door.

The entry rule and minimum age are shown on each event page. Friends who are not students are welcome at most parties, at the regular price.`
  ),
  faq(
    'what-does-opens-soon-mean',
    'What does "opens soon" mean on a ticket?',
    `The event is published and ticket sales start at the date and time shown.

"Coming soon" means the event is announced but the sales date is not fixed yet. "See page" means tickets are sold by the venue or a partner. "Sales ended" means no more tickets are sold, although the event may still be ahead. "Sold out" means every ticket is gone: join the waiting list where there is one.`
  ),
  faq(
    'how-does-the-halloween-waitlist-work',
    'How does the Halloween waitlist work?',
    `Where a Halloween event has an open waitlist, you can add your name and e-mail address.

When sales open, or when tickets are returned, people on the list hear first. Joining is free and does not commit you to buy a ticket. You can ask us to remove your entry at any time.`
  ),
  faq(
    'can-i-transfer-my-ticket',
    'Can I give my ticket to someone else?',
    `Yes. You can change the name on a ticket for free until 24 hours before the event.

Tickets are not refunded when the event takes place; see the refund policy for cancelled events.`
  ),
  faq(
    'how-do-i-use-a-partner-code',
    'How do I use a partner discount code?',
    `Open the partner's link from the deals page and enter the code at checkout.

Some deals have no code: they apply through the link, or with your student card in the shop.`
  ),
  faq(
    'do-i-need-a-student-id',
    'Do I need a student ID?',
    `For student prices, yes: bring your student card or your university's digital ID.

Exchange students who are still waiting for their card can show the admission letter.`
  ),
  faq(
    'is-there-halloween-in-zurich',
    'Is there a Halloween party in Zürich?',
    `Not this year: Zürich has no Halloween event.

The Zürich community meets at the semester kickoff and the welcome festival in September. Join the WhatsApp group to hear first if this changes.`,
    'zurich'
  ),
  faq(
    'how-to-contact-the-team',
    'How do I contact the team?',
    `Use the contact form on the website, or ask an AI assistant to send us a message on your behalf with your own name and e-mail address.

We answer within two working days.`
  ),
]
