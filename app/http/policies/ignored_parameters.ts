import type { HttpContext } from '@adonisjs/core/http'

/*
| Query parameters a page for people ignored (the input policy refused their
| value, or a filter did not match anything it knows), so the page can say
| "we ignored …" instead of failing.
*/
const ignored = new WeakMap<HttpContext, string[]>()

export function rememberIgnoredParameters(ctx: HttpContext, names: string[]) {
  ignored.set(ctx, [...(ignored.get(ctx) ?? []), ...names])
}

export function ignoredParameters(ctx: HttpContext): string[] {
  return ignored.get(ctx) ?? []
}
