/*
| What an error tells the outside world on the pages for people (HTML, JSON
| or plain text, as the client asks): its status, a heading and a fixed
| sentence from the table of public messages (#schemas/public_messages).
| Never the error's own message, a stack trace, SQL or any part of the request.
*/
import { STATUS_CODES } from 'node:http'
import {
  PUBLIC_MESSAGES,
  type PageWording,
  type PublicFailure,
  type PublicWording,
} from '#schemas/public_messages'

export interface PublicError {
  status: number
  title: string
  message: string
  /** the wording's name ('rate_limited', 'form.forbidden_origin'): the site catalog words it too */
  wording?: string
}

/** The failure a status is on a page for people (statuses not here: their standard name). */
const PAGE_FAILURES: Record<number, PublicFailure> = {
  400: 'bad_request',
  403: 'forbidden',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'service_unavailable',
}

/** A refusal people meet on the site's forms, said in their words (by the error's code). */
function formRefusal(code: string): PageWording | undefined {
  if (!Object.hasOwn(PUBLIC_MESSAGES, code)) return undefined
  return (PUBLIC_MESSAGES[code as PublicFailure] as PublicWording).form
}

export function publicError(status: number, code?: string): PublicError {
  const refusal = code && status < 500 ? formRefusal(code) : undefined
  if (refusal) return { status, ...refusal, wording: `form.${code}` }
  const failure = PAGE_FAILURES[status]
  if (failure) {
    const { title, message } = (PUBLIC_MESSAGES[failure] as PublicWording).page!
    return { status, title, message, wording: failure }
  }
  const name = status >= 500 ? 'internal_error' : 'refused'
  const fallback = PUBLIC_MESSAGES[name].page
  const title = STATUS_CODES[status] ?? fallback.title
  return { status, title, message: fallback.message, ...(status >= 500 ? { wording: name } : {}) }
}

export function publicErrorText({ status, title, message }: PublicError): string {
  return `${status} ${title}\n${message}\n`
}

/** The page when even the error page cannot be rendered: static, nothing from the error. */
export function publicErrorHtml({ status, title, message }: PublicError, lang = 'en'): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} ${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`
}
