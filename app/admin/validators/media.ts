import vine from '@vinejs/vine'
import { messagesProvider, rules } from '#admin/validators/rules'

/** A focal point coordinate in percent (an empty field means the middle). */
const focal = () => vine.number().withoutDecimals().range([0, 100]).optional()

const mediaFields = {
  alt: rules.text(300).optional(),
  credit: rules.text(200).optional(),
  focal_x: focal(),
  focal_y: focal(),
}

/** What staff write about a picture (the media library's form, and beside an upload). */
export const mediaValidator = vine.create(mediaFields)
mediaValidator.messagesProvider = messagesProvider()

/** A picture of the library chosen for a record. */
export const chooseMediaValidator = vine.create({
  media_id: rules.recordId().exists({ table: 'media', column: 'id' }),
})
chooseMediaValidator.messagesProvider = messagesProvider({
  'media_id.required': 'Choose a picture',
  'database.exists': 'Choose a picture of the media library',
})

/** The picture card of a record's form: the new picture's alt text and credit, or a picture of the library. */
export const formPictureValidator = vine.create({
  image_alt: rules.text(300).optional(),
  image_credit: rules.text(200).optional(),
  image_media_id: rules.recordId().exists({ table: 'media', column: 'id' }).optional(),
})
formPictureValidator.messagesProvider = messagesProvider(
  { 'image_media_id.database.exists': 'Choose a picture of the media library' },
  {
    image_alt: 'Alt text of the new picture',
    image_credit: 'Credit of the new picture',
    image_media_id: 'Picture of the media library',
  }
)

export type MediaInput = Awaited<ReturnType<typeof mediaValidator.validate>>

/** The validated form as the library's fields (no alt text: null, no focal point: the middle). */
export const mediaFieldsOf = (input: Partial<MediaInput>) => ({
  alt: input.alt || null,
  credit: input.credit || null,
  focal_x: input.focal_x ?? 50,
  focal_y: input.focal_y ?? 50,
})
