import { test } from '@japa/runner'
import {
  countedSlice,
  floodBeat,
  nextFlood,
  scheduleFor,
  slicesOf,
  type Schedule,
} from '../../../bin/bench/crowd_slices.js'

const schedule: Schedule = {
  start: 10_000,
  slice_ms: 5000,
  settle_ms: 1000,
  phases: ['idle', 'flood', 'flood', 'idle'],
}

test.group('Bench crowd round: alternating slices', () => {
  test('each phase gets the same time, in the order idle, flood, flood, idle', ({ assert }) => {
    const made = scheduleFor(20, 5, 0)
    assert.deepEqual(made.phases, [
      'idle',
      'flood',
      'flood',
      'idle',
      'idle',
      'flood',
      'flood',
      'idle',
    ])
    assert.deepEqual(slicesOf(made, 'flood'), [1, 2, 5, 6])
    assert.equal(made.settle_ms, 1000)
  })

  test('a slice counts only after its settling second, and nothing outside the schedule', ({
    assert,
  }) => {
    assert.isNull(countedSlice(schedule, 9_999))
    assert.isNull(countedSlice(schedule, 10_500))
    assert.equal(countedSlice(schedule, 11_000), 0)
    assert.isNull(countedSlice(schedule, 15_999))
    assert.equal(countedSlice(schedule, 16_000), 1)
    assert.isNull(countedSlice(schedule, 30_000))
  })

  test('the clients wait for the next flood slice and stop after the last', ({ assert }) => {
    assert.equal(nextFlood(schedule, 0), 15_000)
    assert.equal(nextFlood(schedule, 12_000), 15_000)
    assert.equal(nextFlood(schedule, 17_000), 17_000)
    assert.equal(nextFlood(schedule, 24_000), 24_000)
    assert.isNull(nextFlood(schedule, 25_000))
    assert.isNull(nextFlood(schedule, 40_000))
  })

  test('a client back from an idle slice keeps its own beat', ({ assert }) => {
    assert.equal(floodBeat(schedule, 10_300, 1500), 16_300)
    assert.equal(floodBeat(schedule, 10_700, 1500), 15_200)
    assert.equal(floodBeat(schedule, 17_000, 1500), 17_000)
    assert.equal(floodBeat(schedule, 24_500, 1500), 24_500)
    assert.isNull(floodBeat(schedule, 25_500, 1500))
  })
})
