import { test } from '@japa/runner'
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { serviceConfig } from '#config/service'
import { clientSlotFor, frontClientSlot } from '#http/front_client_slots'
import { noteCountedInFront } from '#http/front_rate_limit'

/*
| Allowed requests of one client wait for its slots before the router
| (issue #23, finding 8): of a burst, only `inFlight` enter the full path
| at once; the next enters when one is answered.
*/
const allowed = { allowed: true, limit: 120, remaining: 100, resetIn: 60 }

function counted(state = allowed) {
  const req = {} as IncomingMessage
  noteCountedInFront(req, state)
  return { req, res: new EventEmitter() as unknown as ServerResponse }
}

const settled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setImmediate(resolve, false))])

test.group('Client slots taken in front', (group) => {
  group.each.setup(() => {
    const original = { ...serviceConfig.clientSlots }
    serviceConfig.clientSlots.inFlight = 2
    serviceConfig.clientSlots.queued = 32
    return () => {
      Object.assign(serviceConfig.clientSlots, original)
    }
  })

  test('the third allowed request of a client waits until one of the first two is answered', async ({
    assert,
  }) => {
    const gate = frontClientSlot(() => 'burst-client')
    const requests = [counted(), counted(), counted()]
    const entered = requests.map(({ req, res }) => Promise.resolve(gate(req, res)))
    assert.isTrue(await settled(entered[0]))
    assert.isTrue(await settled(entered[1]))
    assert.isFalse(await settled(entered[2]), 'no slot yet')

    requests[0].res.emit('close')
    assert.isTrue(await settled(entered[2]))
    assert.deepEqual(await Promise.all(entered), [false, false, false], 'all go on to the router')

    const release = await clientSlotFor(requests[2].req, 'burst-client')
    assert.isFunction(release, 'the router takes the slot held for it')
    release!()
    requests[1].res.emit('close')
  })

  test('a request refused in front, or not counted there, takes no slot in front', async ({
    assert,
  }) => {
    const gate = frontClientSlot(() => 'other-client')
    const refused = counted({ ...allowed, allowed: false, remaining: 0 })
    assert.isFalse(await gate(refused.req, refused.res))
    const uncounted = { req: {} as IncomingMessage, res: new EventEmitter() as ServerResponse }
    assert.isFalse(await gate(uncounted.req, uncounted.res))
    const release = await clientSlotFor(uncounted.req, 'other-client')
    assert.isFunction(release, 'the router enters a slot itself')
    release!()
  })
})
