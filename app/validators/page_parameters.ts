import vine from '#validators/vine'

/* The paging parameters of the lists (REST query strings and MCP tool arguments). */

/** `cursor`: where the next page starts, as the previous page gave it. */
export const pageCursor = () =>
  vine.string().maxLength(512).optional().meta({
    description: 'Opaque cursor from `next_cursor` of the previous page; omit for the first page',
  })

/** `limit`: 1..max rows a page, `fallback` when omitted. */
export const pageSize = (
  max: number,
  fallback: number,
  description = `Page size, 1..${max} (default ${fallback})`
) =>
  vine
    .number()
    .withoutDecimals()
    .range([1, max])
    .optional()
    .meta({ description, default: fallback })
