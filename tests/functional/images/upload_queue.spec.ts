import { test } from '@japa/runner'
import sharp from 'sharp'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import Event from '#models/event'
import { signInOverHttp, startServer } from '#tests/helpers/processes'

/*
| Picture uploads go through a queue on a real server process (issue: 16
| concurrent 40-megapixel uploads pushed /health p95 to 627 ms and left
| +300 MB): however many arrive at once, one picture is decoded at a time,
| the others wait their turn, and every one is stored. Each decoding is
| logged (debug) with how many are being decoded and how many wait.
*/

interface DecodingLine {
  decoding: number
  waiting: number
}

function decodingLines(stdout: string): DecodingLine[] {
  return stdout
    .split('\n')
    .filter((line) => line.includes('picture: decoding'))
    .map((line) => JSON.parse(line) as DecodingLine)
}

const picture = (shade: number) =>
  sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: shade, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer()

test.group('Picture uploads: a queue', () => {
  test('concurrent uploads are decoded one at a time and all stored', async ({
    assert,
    cleanup,
  }) => {
    const server = await startServer({ LOG_LEVEL: 'debug' })
    const staff = await AdminUserFactory.create()
    const events = await Promise.all(Array.from({ length: 4 }, () => EventFactory.create()))
    cleanup(async () => {
      await server.stop()
      for (const event of events) await event.delete()
      await staff.delete()
    })
    const cookie = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    const edit = await fetch(`${server.base}/admin/events/${events[0].id}/edit`, {
      headers: { cookie },
    })
    const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(await edit.text())?.[1] ?? ''
    const files = await Promise.all(events.map((_, index) => picture(index * 30)))

    const statuses = await Promise.all(
      events.map(async (event, index) => {
        const form = new FormData()
        form.append('image', new Blob([files[index]], { type: 'image/jpeg' }), 'big.jpg')
        form.append('alt', `Picture ${index}`)
        const response = await fetch(
          `${server.base}/admin/events/${event.id}/image?_csrf=${encodeURIComponent(token)}`,
          {
            method: 'POST',
            redirect: 'manual',
            headers: { cookie },
            body: form,
          }
        )
        await response.arrayBuffer()
        return response.status
      })
    )

    assert.deepEqual(statuses, Array(4).fill(302))
    for (const event of events) {
      const stored = await Event.findOrFail(event.id)
      assert.match(stored.imageHash ?? '', /^[0-9a-f]{16}$/, event.id)
    }
    const lines = decodingLines(server.stdout())
    assert.lengthOf(lines, 4)
    assert.deepEqual(
      lines.map((line) => line.decoding),
      Array(4).fill(1),
      'one picture at a time'
    )
    assert.isAbove(Math.max(...lines.map((line) => line.waiting)), 0, 'the others waited')
  }).timeout(120_000)
})
