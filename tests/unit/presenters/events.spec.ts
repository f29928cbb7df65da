/*
| The one-place texts of an event (MCP lines, A2A sentences, markdown) say
| sold out from the serialized Event: every round sold out, or one round.
*/
import { test } from '@japa/runner'
import type { EventRow } from '#models/read_rows'
import { serializeEvent } from '#serializers/event_serializer'
import { cheapestText, eventMarkdownLine, optionPrices } from '#presenters/events'
import { eventSentence, ticketsWords } from '#presenters/agent_events'
import { agentText } from '#presenters/agent_text'
import { moneyWithCode } from '#presenters/money'

const now = Date.parse('2026-11-21T12:00:00Z')
const english = agentText('en')

function eventRow(soldOut: boolean[], startOffsetHours = 48): EventRow {
  return {
    id: 'presenter-event',
    type: 'semester_kickoff',
    name: 'Presenter Kickoff',
    cityName: 'Berlin',
    cityCurrentName: 'Berlin',
    citySlug: 'berlin',
    cityTimezone: 'Europe/Berlin',
    startAt: new Date(now + startOffsetHours * 3_600_000),
    endAt: null,
    timezone: null,
    venueName: 'Hall',
    venueAddress: null,
    ageMin: null,
    url: '/events/presenter-event',
    waitlistOpen: false,
    whatsappGroup: null,
    entryRule: null,
    description: null,
    ticketStatus: 'on_sale',
    buyUrl: 'https://tickets.example.org/presenter-event',
    ticketNote: '',
    salesOpenAt: null,
    earlyAccessDescription: null,
    earlyAccessStartsAt: null,
    earlyAccessEndsAt: null,
    earlyAccessUrl: null,
    imageHash: null,
    imageAlt: null,
    imageCredit: null,
    imageFocalX: null,
    imageFocalY: null,
    ticketOptions: soldOut.map((sold, index) => ({
      name: `Round ${index + 1}`,
      price: 10 + index * 5,
      currency: 'EUR',
      sold_out: sold,
    })),
    updatedAt: new Date(now),
    version: 1,
  }
}

test.group('Event texts: sold out', () => {
  test('a sold-out event reads "sold out" in the agent sentence, MCP text and markdown', ({
    assert,
  }) => {
    const event = serializeEvent(eventRow([true, true]), now)
    assert.equal(ticketsWords(english, event), 'sold out')
    assert.include(eventSentence(english, event), '; sold out (id presenter-event)')
    assert.notInclude(eventSentence(english, event), 'from €')
    assert.equal(cheapestText(event), 'sold out (every round)')
    assert.include(eventMarkdownLine(event), 'Tickets: Sold out')
  })

  test('one sold-out round: still on sale, from the cheapest round left, the round marked', ({
    assert,
  }) => {
    const event = serializeEvent(eventRow([true, false]), now)
    assert.equal(ticketsWords(english, event), 'tickets on sale')
    assert.equal(cheapestText(event), `from ${moneyWithCode(15, 'EUR')}`)
    assert.equal(
      optionPrices(event.tickets.options, moneyWithCode),
      `Round 1 ${moneyWithCode(10, 'EUR')} (sold out), Round 2 ${moneyWithCode(15, 'EUR')}`
    )
  })

  test('a past event is over, not sold out', ({ assert }) => {
    const event = serializeEvent(eventRow([true], -48), now)
    assert.equal(ticketsWords(english, event), 'ticket sales ended')
  })
})
