import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  DEFAULT_EVENT_HOURS,
  earlyAccessOpen,
  eventStatus,
  everyRoundSoldOut,
  ticketStatus,
} from '#lib/event_state'
import type { TicketStatus } from '#schemas/enums'

const now = DateTime.fromISO('2026-11-21T12:00:00Z')
const hours = (value: number) => now.plus({ hours: value })

function event(overrides: Partial<Parameters<typeof ticketStatus>[0]> = {}) {
  return {
    startAt: hours(24),
    endAt: null,
    ticketStatus: 'on_sale' as TicketStatus,
    salesOpenAt: null,
    ...overrides,
  }
}

test.group('Derived event status', () => {
  test('an event is upcoming until its end has passed', ({ assert }) => {
    assert.equal(eventStatus(event({ startAt: hours(-3), endAt: hours(1) }), now), 'upcoming')
    assert.equal(eventStatus(event({ startAt: hours(-3), endAt: hours(0) }), now), 'past')
  })

  test(`without an end, an event lasts ${DEFAULT_EVENT_HOURS} hours from its start`, ({
    assert,
  }) => {
    const startedJustInside = hours(-(DEFAULT_EVENT_HOURS - 0.5))
    const startedJustOutside = hours(-(DEFAULT_EVENT_HOURS + 0.5))
    assert.equal(eventStatus(event({ startAt: startedJustInside }), now), 'upcoming')
    assert.equal(eventStatus(event({ startAt: startedJustOutside }), now), 'past')
  })
})

test.group('Derived ticket status', () => {
  test('opens_soon stays opens_soon until sales_open_at', ({ assert }) => {
    const opensLater = event({ ticketStatus: 'opens_soon', salesOpenAt: hours(2) })
    assert.equal(ticketStatus(opensLater, now), 'opens_soon')
  })

  test('opens_soon reads as on_sale once sales_open_at has passed', ({ assert }) => {
    const opened = event({ ticketStatus: 'opens_soon', salesOpenAt: hours(-1) })
    assert.equal(ticketStatus(opened, now), 'on_sale')
  })

  test('every status reads as ended once the event is past', ({ assert }) => {
    for (const status of ['on_sale', 'opens_soon', 'coming_soon', 'see_page'] as const) {
      const past = event({ ticketStatus: status, startAt: hours(-30), salesOpenAt: hours(-40) })
      assert.equal(ticketStatus(past, now), 'ended', status)
    }
  })

  test('other statuses of upcoming events are as staff set them', ({ assert }) => {
    for (const status of ['on_sale', 'coming_soon', 'see_page', 'ended'] as const) {
      assert.equal(ticketStatus(event({ ticketStatus: status }), now), status)
    }
  })
})

test.group('Early access window', () => {
  test('is open between its bounds, and a missing bound is open-ended', ({ assert }) => {
    const window = (startsAt: DateTime | null, endsAt: DateTime | null) =>
      earlyAccessOpen({ earlyAccessStartsAt: startsAt, earlyAccessEndsAt: endsAt }, now)

    assert.isTrue(window(hours(-1), hours(1)))
    assert.isFalse(window(hours(1), hours(2)))
    assert.isFalse(window(hours(-2), hours(-1)))
    assert.isTrue(window(null, hours(1)))
    assert.isTrue(window(hours(-1), null))
    assert.isTrue(window(null, null))
  })
})

test.group('Sold out', () => {
  test('an event is sold out when it has rounds and every one is sold out', ({ assert }) => {
    const round = (soldOut: boolean) => ({ sold_out: soldOut })
    assert.isTrue(everyRoundSoldOut([round(true), round(true)]))
    assert.isFalse(everyRoundSoldOut([round(true), round(false)]))
    assert.isFalse(everyRoundSoldOut([round(false)]))
    assert.isFalse(everyRoundSoldOut([]), 'no rounds yet: nothing was for sale')
  })
})
