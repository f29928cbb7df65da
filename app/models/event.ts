import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { Publishable } from '#models/mixins/publishable'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import City from '#models/city'
import Media from '#models/media'
import TicketOption from '#models/ticket_option'
import WaitlistEntry from '#models/waitlist_entry'
import type { EventType, TicketStatus } from '#schemas/enums'
import { WithTimestamps } from '#models/mixins/timestamps'
import { WithPicture } from '#models/mixins/with_picture'

export default class Event extends compose(BaseModel, Publishable, WithTimestamps, WithPicture) {
  static selfAssignPrimaryKey = true

  /** The stable public id, e.g. "berlin-halloween-2026" */
  @column({ isPrimary: true })
  declare id: string

  @column()
  declare type: EventType

  @column()
  declare cityId: number | null

  /** Kept in step with the city's name; stands alone when the city is removed */
  @column()
  declare cityName: string

  @column()
  declare name: string

  @column.dateTime()
  declare startAt: DateTime

  @column.dateTime()
  declare endAt: DateTime | null

  @column()
  declare timezone: string | null

  @column()
  declare venueName: string | null

  @column()
  declare venueAddress: string | null

  @column()
  declare ageMin: number | null

  @column()
  declare url: string

  @column()
  declare waitlistOpen: boolean

  @column()
  declare whatsappGroup: string | null

  @column()
  declare entryRule: string | null

  /** What the event is, as plain text (never HTML); null: none written */
  @column()
  declare description: string | null

  /** The status staff set; the published one is derived (see event_state) */
  @column()
  declare ticketStatus: TicketStatus

  @column()
  declare buyUrl: string

  @column()
  declare ticketNote: string

  @column.dateTime()
  declare salesOpenAt: DateTime | null

  @column()
  declare earlyAccessDescription: string | null

  @column.dateTime()
  declare earlyAccessStartsAt: DateTime | null

  @column.dateTime()
  declare earlyAccessEndsAt: DateTime | null

  @column()
  declare earlyAccessUrl: string | null

  /** The picture (its columns: WithPicture) */
  @belongsTo(() => Media)
  declare media: BelongsTo<typeof Media>

  @belongsTo(() => City)
  declare city: BelongsTo<typeof City>

  @hasMany(() => TicketOption, { onQuery: (query) => query.orderBy('position').orderBy('id') })
  declare ticketOptions: HasMany<typeof TicketOption>

  @hasMany(() => WaitlistEntry)
  declare waitlistEntries: HasMany<typeof WaitlistEntry>
}
