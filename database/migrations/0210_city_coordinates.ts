import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Where a city is on the map (WGS 84 degrees), so the site can name the
| nearest city with events when a student's own has none. Optional: a city
| without them is still listed, just never "nearest". Both or neither.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      ALTER TABLE cities
        ADD COLUMN latitude double precision,
        ADD COLUMN longitude double precision,
        ADD CONSTRAINT cities_latitude_range CHECK (latitude BETWEEN -90 AND 90),
        ADD CONSTRAINT cities_longitude_range CHECK (longitude BETWEEN -180 AND 180),
        ADD CONSTRAINT cities_coordinates_together CHECK ((latitude IS NULL) = (longitude IS NULL))`)
  }

  async down() {
    this.schema.raw(
      'ALTER TABLE cities DROP COLUMN IF EXISTS latitude, DROP COLUMN IF EXISTS longitude'
    )
  }
}
