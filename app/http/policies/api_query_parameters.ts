import type { HttpRequest } from '@adonisjs/core/http'
import { SimpleMessagesProvider, type VineValidator } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'

/**
 * Messages for invalid query parameters of /api/v1: each names the parameter
 * and says what it accepts. The exception handler turns them into a 400 with
 * `details: [{ parameter, message }]`.
 */
class QueryMessagesProvider extends SimpleMessagesProvider {
  getMessage(rawMessage: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    const choices = args?.choices
    const readable = Array.isArray(choices) ? { ...args, choices: choices.join(', ') } : args
    return super.getMessage(rawMessage, rule, field, readable)
  }
}

const queryMessages = new QueryMessagesProvider({
  'string': '{{ field }} must be a single text value',
  'maxLength': '{{ field }} must be at most {{ max }} characters long',
  'number': '{{ field }} must be a number',
  'withoutDecimals': '{{ field }} must be an integer',
  'range': '{{ field }} must be between {{ min }} and {{ max }}',
  'min': '{{ field }} must be at least {{ min }}',
  'max': '{{ field }} must be at most {{ max }}',
  'enum': '{{ field }} must be one of: {{ choices }}',
  'array': '{{ field }} must be one or more of the values it lists, comma-separated',
  'boolean': '{{ field }} must be true or false',
  'since.regex': 'since must be a token from next_since of an earlier answer',
})

/** Empty parameters (`?cursor=`) count as absent, as if they were not sent. */
function presentParameters(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
}

/** The query string validated against one of the catalog validators. */
export function validateQuery<Validator extends VineValidator<any, undefined>>(
  request: HttpRequest,
  validator: Validator
): ReturnType<Validator['validate']> {
  return validator.validate(presentParameters(request.qs()), {
    messagesProvider: queryMessages,
    meta: undefined,
  }) as ReturnType<Validator['validate']>
}

/**
 * A path parameter as the client meant it: the router hands it over still
 * percent-encoded ("M%C3%BCnchen"); a malformed encoding is kept as sent.
 */
export function pathParameter(params: Record<string, unknown>, name: string): string {
  const raw = String(params[name] ?? '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
