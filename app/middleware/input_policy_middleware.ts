import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Exception } from '@adonisjs/core/exceptions'
import {
  INPUT_LIMITS,
  InputRejectedError,
  problemsInPathParams,
  problemsInUrlEncoded,
} from '#lib/input_policy'
import { errorStyleOf } from '#http/errors/error_bodies'
import { rememberIgnoredParameters } from '#http/policies/ignored_parameters'
import { PUBLIC_MESSAGES } from '#schemas/public_messages'

/** The top-level query-string key a problem's field belongs to (`a.b` → `a`). */
const rootKey = (field: string) => field.split('.')[0]

/**
 * Router middleware (every matched route, before its own middleware): the
 * input policy (`#lib/input_policy`) for path segments and the query
 * string. Machine surfaces refuse the request (InputRejectedError, mapped
 * per door by the exception handler). Pages for people never fail on a
 * filter: a refused query value is dropped (the page says so), and a refused
 * path segment is the friendly 404 page.
 */
export default class InputPolicyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const pathProblems = problemsInPathParams(ctx.params ?? {})
    const queryProblems = problemsInUrlEncoded(
      request.parsedUrl.query ?? '',
      'query',
      INPUT_LIMITS.queryValue
    )
    if (errorStyleOf(ctx) !== 'page') {
      const problems = [...pathProblems, ...queryProblems]
      if (problems.length) throw new InputRejectedError(problems)
      return next()
    }
    if (pathProblems.length) {
      const message = PUBLIC_MESSAGES.not_found.page.message
      throw new Exception(message, { status: 404, code: 'E_NOT_FOUND' })
    }
    if (queryProblems.length) {
      const dropped = [...new Set(queryProblems.map((item) => rootKey(item.field)))]
      const query = { ...request.qs() }
      for (const key of dropped) delete query[key]
      request.updateQs(query)
      rememberIgnoredParameters(ctx, dropped)
    }
    return next()
  }
}
