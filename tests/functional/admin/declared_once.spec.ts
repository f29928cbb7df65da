/*
| Issue 38 item 5: what the admin panel declares once stays declared once
| at its edges. A form's maxlength is the limit its validator enforces; the
| kinds of record reviews and comments name are the audited entities, which
| the database's CHECK constraints (frozen in migration 0151) must list too.
*/
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { AUDITED_ENTITIES } from '#admin/staff/audit_trail'
import testUtils from '@adonisjs/core/services/test_utils'
import { validatorLimits } from '#admin/engine/validator_limits'
import { mediaValidator, formPictureValidator } from '#admin/validators/media'
import { staffInvitationValidator } from '#admin/validators/admin_user'
import { duplicateEventValidator } from '#admin/resources/event/duplicate_validator'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'

const TEXT_KINDS = new Set([undefined, 'text', 'textarea', 'url', 'email'])

/** Inputs whose validator has no length but a pattern (two capital letters): the form says 2. */
const FORM_OWN_LIMITS: Record<string, number> = { 'city.country_code': 2 }

/** The maxlength of each named input or textarea of a page. */
function maxlengths(html: string): Record<string, number | undefined> {
  const found: Record<string, number | undefined> = {}
  for (const [tag] of html.matchAll(/<(?:input|textarea)\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1]
    const limit = /\bmaxlength="(\d+)"/.exec(tag)?.[1]
    if (name) found[name] = limit === undefined ? undefined : Number(limit)
  }
  return found
}

test.group('Declared once: the admin forms and their validators', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the hand-made forms take their maxlength from their validators', async ({
    client,
    assert,
  }) => {
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const event = await EventFactory.create()
    const pages: [string, unknown, string[]][] = [
      ['/admin/media', mediaValidator, ['alt', 'credit']],
      ['/admin/staff/new', staffInvitationValidator, ['full_name']],
      ['/admin/events/new', formPictureValidator, ['image_alt', 'image_credit']],
      [`/admin/events/${event.id}/duplicate`, duplicateEventValidator, ['name', 'id']],
    ]
    for (const [path, validator, names] of pages) {
      const response = await client.get(path).loginAs(admin)
      const shown = maxlengths(response.text())
      const limits = validatorLimits(validator).fields
      for (const name of names) {
        assert.isDefined(limits[name], `${path} ${name}`)
        assert.equal(shown[name], limits[name], `${path} ${name}`)
      }
    }
  })

  test('every text field of every form has the maxlength its validator enforces', ({ assert }) => {
    const found: string[] = []
    const expected: string[] = []
    for (const resource of Object.values(ADMIN_RESOURCES)) {
      const [create, update] = [resource.form.validators.create, resource.form.validators.update]
      const limits = {
        fields: { ...validatorLimits(create).fields, ...validatorLimits(update).fields },
        rows: { ...validatorLimits(create).rows, ...validatorLimits(update).rows },
      }
      for (const section of resource.form.sections ?? []) {
        for (const field of section.fields.filter((one) => TEXT_KINDS.has(one.kind))) {
          found.push(`${resource.entity}.${field.name}: ${field.maxlength}`)
          const name = `${resource.entity}.${field.name}`
          expected.push(`${name}: ${limits.fields[field.name] ?? FORM_OWN_LIMITS[name]}`)
        }
        for (const rows of section.rows ?? []) {
          for (const column of rows.columns.filter((one) => TEXT_KINDS.has(one.kind))) {
            const name = `${resource.entity}.${rows.key}.${column.key}`
            found.push(`${name}: ${column.maxlength}`)
            expected.push(`${name}: ${limits.rows[rows.key]?.[column.key]}`)
          }
        }
      }
    }
    assert.isAbove(found.length, 20)
    assert.deepEqual(found, expected)
  })

  test('the CHECK constraints of reviews and comments list the audited entities', async ({
    assert,
  }) => {
    const { rows } = await db.rawQuery(
      `SELECT conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conname IN ('review_requests_entity_enum', 'record_comments_entity_enum')`
    )
    assert.lengthOf(rows, 2)
    for (const { definition } of rows as { definition: string }[]) {
      const listed = [...definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort()
      assert.deepEqual(listed, Object.keys(AUDITED_ENTITIES).sort())
    }
  })
})
