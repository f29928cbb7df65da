import { test } from '@japa/runner'
import City from '#models/city'
import Doc from '#models/doc'
import Event from '#models/event'
import Partner from '#models/partner'
import PricingItem from '#models/pricing_item'
import { cityResource } from '#admin/resources/city/resource'
import { eventResource } from '#admin/resources/event/resource'
import { partnerResource } from '#admin/resources/partner/resource'
import { findRecord, formValues, snapshotRecord } from '#admin/engine/resource_records'
import { snapshotOf } from '#admin/staff/audit_trail'
import { cityValidator } from '#admin/resources/city/validator'
import { updateEventValidator } from '#admin/resources/event/validator'
import { partnerValidator } from '#admin/resources/partner/validator'
import { pricingItemValidator } from '#admin/resources/pricing_item/validator'
import { docValidator } from '#admin/resources/doc/validator'

/**
 * Staff open a record and press Save without changing anything: the edit
 * form's values must pass the form's own validation, for every record the
 * demo data set (seeded once per run) holds.
 */
test.group('Admin forms accept every stored record as it is', () => {
  test('cities', async ({ assert }) => {
    const rows = await City.all()
    assert.isNotEmpty(rows)
    for (const { id } of rows) {
      const [error] = await cityValidator.tryValidate(
        snapshotRecord(cityResource, await findRecord(cityResource, id)),
        {
          meta: { recordId: id },
        }
      )
      assert.isNull(error, `city ${id}: ${JSON.stringify(error?.messages)}`)
    }
  })

  test('events', async ({ assert }) => {
    const rows = await Event.all()
    assert.isNotEmpty(rows)
    for (const { id } of rows) {
      const [error] = await updateEventValidator.tryValidate(
        formValues(eventResource, await findRecord(eventResource, id))
      )
      assert.isNull(error, `event ${id}: ${JSON.stringify(error?.messages)}`)
    }
  })

  test('partners', async ({ assert }) => {
    const rows = await Partner.all()
    assert.isNotEmpty(rows)
    for (const { id } of rows) {
      const [error] = await partnerValidator.tryValidate(
        snapshotRecord(partnerResource, await findRecord(partnerResource, id)),
        {
          meta: { recordId: id },
        }
      )
      assert.isNull(error, `partner ${id}: ${JSON.stringify(error?.messages)}`)
    }
  })

  test('pricing items and docs', async ({ assert }) => {
    const items = await PricingItem.all()
    const docs = await Doc.all()
    assert.isNotEmpty(items)
    assert.isNotEmpty(docs)
    for (const item of items) {
      const [error] = await pricingItemValidator.tryValidate(snapshotOf(item), {
        meta: { recordId: item.id },
      })
      assert.isNull(error, `pricing item ${item.slug}: ${JSON.stringify(error?.messages)}`)
    }
    for (const doc of docs) {
      const [error] = await docValidator.tryValidate(snapshotOf(doc), {
        meta: { recordId: doc.id },
      })
      assert.isNull(error, `doc ${doc.slug}: ${JSON.stringify(error?.messages)}`)
    }
  })
})
