import type { HttpContext } from '@adonisjs/core/http'
import { searchEverything, SEARCH_KIND_LABELS } from '#admin/engine/global_search'
import { searchHitHref, searchListHref } from '#presenters/search_links'
import {
  SEARCH_COUNTS_NOTE,
  searchCount,
  searchListLink,
  searchMatches,
} from '#presenters/search_counts'
import { listQuery } from '#admin/http/staff_request'

/** GET /admin/search?q=: everything the staff member may open, matching every word. */
export default class SearchController {
  async show(ctx: HttpContext) {
    const { q } = await listQuery(ctx)
    const user = ctx.auth.use('web').getUserOrFail()
    const result = await searchEverything(q, user.role)
    return ctx.view.render('admin/search', {
      q: q ?? '',
      result,
      labels: SEARCH_KIND_LABELS,
      hitHref: searchHitHref,
      listHref: searchListHref,
      count: searchCount,
      matches: searchMatches,
      listLink: searchListLink,
      countsNote: SEARCH_COUNTS_NOTE,
    })
  }
}
