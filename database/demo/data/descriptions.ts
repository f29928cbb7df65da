import type { EventType } from '#schemas/enums'

/*
| What each kind of demo event is, in the organisers' words (an event's own
| `description` in events.ts wins). Plain text: a blank line is a new paragraph.
*/
const BY_TYPE: Record<EventType, (city: string, venue: string) => string> = {
  halloween: (city, venue) =>
    `The biggest Halloween night for international students in ${city}: DJs on two floors, a costume contest at midnight and a photo corner, at ${venue}.\n\nCome with friends or come alone: our community team welcomes newcomers at the entrance and introduces you around.`,
  welcome_festival: (city, venue) =>
    `A whole afternoon and evening to start the semester in ${city}: stands of student associations and sports clubs, live music, food trucks and a party to finish, at ${venue}.\n\nThe best place to meet people in your first weeks, whatever you study.`,
  semester_kickoff: (city, venue) =>
    `Kick off the semester with students from all over the world at ${venue}, ${city}: a relaxed evening with music, drinks at student prices and games to break the ice.`,
  orientation_week: (city, venue) =>
    `A week of guided city walks, campus tours, a bank and SIM card help desk and evening meetups, so your first days in ${city} feel less new. We meet at ${venue}.`,
}

export function demoDescription(type: EventType, city: string, venue: string | undefined) {
  return BY_TYPE[type](city, venue ?? `a venue in ${city}`)
}
