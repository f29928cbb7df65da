import { test } from '@japa/runner'
import { errors } from '@vinejs/vine'
import { contactMessageValidator } from '#validators/contact'
import { searchDocsValidator } from '#validators/docs'
import { cityGuideArgumentsSchema } from '#validators/mcp_tools'
import vine from '#validators/vine'

/*
| VineJS 4.4.0 compiled every field carrying `.meta()` (a description for
| OpenAPI and MCP) as nullable; app/validators/vine.ts undoes that. Found by
| the property tests: a null name passed the contact validation.
*/
test.group('Required fields with a description', () => {
  test('refuse null, naming the field', async ({ assert }) => {
    const cases: [{ validate(value: unknown): Promise<unknown> }, object, string][] = [
      [contactMessageValidator, { name: null, email: 'a@b.example', message: 'x' }, 'name'],
      [contactMessageValidator, { name: 'A', email: null, message: 'x' }, 'email'],
      [searchDocsValidator, { query: null }, 'query'],
      [vine.compile(cityGuideArgumentsSchema), { city: null }, 'city'],
    ]
    for (const [validator, input, field] of cases) {
      try {
        await validator.validate(input)
        assert.fail(`${field}: null was accepted`)
      } catch (error) {
        assert.instanceOf(error, errors.E_VALIDATION_ERROR)
        assert.deepInclude((error as any).messages[0], { field, rule: 'required' })
      }
    }
  })

  test('optional fields still take null as absent', async ({ assert }) => {
    const valid = await contactMessageValidator.validate({
      name: 'A',
      email: 'a@b.example',
      message: 'x',
      subject: null,
    })
    assert.notProperty(valid, 'subject')
  })
})
