import { test } from '@japa/runner'
import { multipartFile } from '#lib/multipart_file'

/** A multipart body as the platform writes it (undici: what fetch and FormData send). */
async function bodyOf(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  }
}

test.group('multipartFile (the events import opens its upload with it)', () => {
  test('finds the field’s file among others, as undici’s own parser reads it', async ({
    assert,
  }) => {
    const bytes = new Uint8Array([0, 13, 10, 45, 45, 255, 1, 2])
    const form = new FormData()
    form.append('_csrf', 'token')
    form.append('other', new Blob(['not this one']), 'other.csv')
    form.append('file', new Blob([bytes]), 'Événements "été" 2031.csv')
    form.append('after', 'text')
    const { body, contentType } = await bodyOf(form)
    const file = multipartFile(body, contentType, 'file')!
    const expected = (await new Response(body, { headers: { 'content-type': contentType } })
      .formData()
      .then((parsed) => parsed.get('file'))) as File
    assert.equal(file.fileName, expected.name)
    assert.equal(file.fileName, 'Événements "été" 2031.csv')
    assert.deepEqual([...file.bytes], [...bytes])
    assert.equal(file.bytes.buffer, body.buffer, 'a view of the body, not a copy')
  })

  test('an empty file is empty; a text field or a missing field is no file', async ({ assert }) => {
    const form = new FormData()
    form.append('file', new Blob([]), 'empty.csv')
    form.append('text', 'a;b')
    const { body, contentType } = await bodyOf(form)
    assert.equal(multipartFile(body, contentType, 'file')!.bytes.length, 0)
    assert.isNull(multipartFile(body, contentType, 'text'))
    assert.isNull(multipartFile(body, contentType, 'missing'))
  })

  test('a body that is not the multipart body its type announces is refused', async ({
    assert,
  }) => {
    const form = new FormData()
    form.append('file', new Blob(['a;b\r\n1;2']), 'events.csv')
    const { body, contentType } = await bodyOf(form)
    const cut = body.subarray(0, body.length - 60)
    assert.throws(() => multipartFile(cut, contentType, 'file'))
    assert.throws(() => multipartFile(body, 'multipart/form-data', 'file'))
    assert.throws(() => multipartFile(body, `${contentType}x`, 'file'))
  })
})
