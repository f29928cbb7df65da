/*
| What an error tells the outside world on the pages for people (HTML, JSON
| or plain text, as the client asks): its status, the status's standard name
| and a fixed sentence. Never the error's own message, a stack trace, SQL or
| any part of the request.
*/
import { STATUS_CODES } from 'node:http'

export interface PublicError {
  status: number
  title: string
  message: string
}

const MESSAGES: Record<number, string> = {
  400: 'The request could not be understood. Check the address and try again.',
  403: 'This is not allowed.',
  405: 'This address does not take that kind of request.',
  413: 'What was sent is too large.',
  415: 'What was sent is in a format this address does not take.',
  422: 'What was sent is not valid.',
  429: 'Too many requests. Please wait a moment and try again.',
  503: 'We cannot reach our data for a moment. Nothing is lost: try again in a few seconds.',
}

export function publicError(status: number): PublicError {
  const title = STATUS_CODES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request')
  const message =
    MESSAGES[status] ??
    (status >= 500
      ? 'Something went wrong on our side. Please try again later.'
      : 'The request could not be handled.')
  return { status, title, message }
}

export function publicErrorText({ status, title, message }: PublicError): string {
  return `${status} ${title}\n${message}\n`
}

/** The page when even the error page cannot be rendered: static, nothing from the error. */
export function publicErrorHtml({ status, title, message }: PublicError): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${status} ${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`
}
