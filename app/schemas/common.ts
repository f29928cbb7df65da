import { z } from 'zod'

/** An absolute URL (every link the service emits is absolute, built from APP_URL). */
export const absoluteUrl = () => z.url()

/**
 * Date-times are ISO 8601 with the UTC offset of the event's own time zone,
 * e.g. "2027-10-31T21:00:00+01:00" (seconds always present, no milliseconds).
 */
export const isoDateTime = () =>
  z.string().meta({
    format: 'date-time',
    description: "ISO 8601 date-time with the UTC offset of the event's time zone",
    examples: ['2027-10-31T21:00:00+01:00'],
  })

/**
 * The picture of an event or city (addition in v1): the URL of its largest
 * variant, served by the service itself with content-hashed names.
 */
export const imageUrl = () =>
  absoluteUrl()
    .nullable()
    .describe(
      'Picture (addition in v1): JPEG on this host, at most 1600×1600 px, content-hashed name (cacheable forever); `-md.jpg` (960) and `-sm.jpg` (480) in place of `-lg.jpg` are smaller variants. null when there is none'
    )

/**
 * What the media library knows about the picture (additions in v1, beside
 * `image`): its alt text, credit and focal point; null without a picture.
 */
export const imageDetails = () => ({
  image_alt: z
    .string()
    .nullable()
    .describe(
      'Addition in v1: text alternative of `image` (what it shows), for `alt` attributes and captions. null when there is no picture or its alt text is not written yet (a picture of a published event always has one, unless it predates the media library)'
    ),
  image_credit: z
    .string()
    .nullable()
    .describe('Addition in v1: who made the picture (photographer, source); null when not given'),
  image_focal_point: z
    .object({
      x: z.int().min(0).max(100).describe('Percent from the left edge'),
      y: z.int().min(0).max(100).describe('Percent from the top edge'),
    })
    .nullable()
    .describe(
      'Addition in v1: where the subject of the picture is, for crops (e.g. CSS `object-position: x% y%`); null without a picture'
    ),
})

/**
 * `unmatched` of a list (addition in v1): the place parameters whose value
 * named no city or country the service covers; such a value still narrows
 * the list to nothing. Present only when there is one.
 */
export const unmatchedPlaces = <Parameter extends string>(
  parameters: readonly [Parameter, ...Parameter[]]
) =>
  z
    .array(z.enum(parameters))
    .optional()
    .describe(
      'Addition in v1, present only when not empty: the parameters whose value named no city or country the service covers (such a value matches nothing). Cities covered: GET /api/v1/cities'
    )

const nextCursor = () =>
  z.string().nullable().describe('Pass as `cursor` to get the next page; null on the last page')

/**
 * A page of a keyset-paginated list: `total` over all pages, the rows under
 * `key`, `next_cursor`; `id` names it among the OpenAPI components.
 */
export function keysetPageSchema<Key extends string, Row extends z.ZodType>(
  key: Key,
  row: Row,
  { id, total = `Number of ${key} matching the filters, over all pages` }: PageNames = {}
) {
  const page = z.object({
    total: z.int().min(0).describe(total),
    ...({ [key]: z.array(row) } as { [K in Key]: z.ZodArray<Row> }),
    next_cursor: nextCursor(),
  })
  return id ? page.meta({ id }) : page
}

interface PageNames {
  id?: string
  /** what `total` counts */
  total?: string
}

export const LinkSchema = z
  .object({ label: z.string(), url: absoluteUrl() })
  .meta({ id: 'Link', description: 'A labelled link' })

/** When a record last changed (addition in v1): UTC, milliseconds; send it back as `updated_since`. */
export const updatedAt = (what: string) =>
  z.string().meta({
    format: 'date-time',
    description: `When ${what} last changed (UTC; addition in v1). Pass as \`updated_since\` to get what changed from then on`,
    examples: ['2027-10-01T09:30:12.345Z'],
  })
