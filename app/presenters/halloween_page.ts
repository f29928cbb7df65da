/*
| The Halloween page of a city takes waiting-list sign-ups itself: the form
| of its first party whose list is open (or the party a sent form was for),
| and a link to the page of each other party with an open list.
*/
import type { EventShape } from '#schemas/event'
import { waitlistOnPage } from '#presenters/ticket_action'

export function halloweenWaitlists(events: readonly EventShape[], formEvent?: EventShape) {
  const open = events.filter(waitlistOnPage)
  const waitlistEvent = formEvent ?? open[0] ?? null
  return {
    waitlistEvent,
    otherWaitlists: open.filter((event) => event.id !== waitlistEvent?.id),
  }
}
