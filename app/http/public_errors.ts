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

/** Refusals people meet on the site's forms, said in their words (by the error's code). */
const REFUSALS: Record<string, { title: string; message: string }> = {
  forbidden_origin: {
    title: 'This form was not sent',
    message:
      'It came from a page of another website. Nothing was sent or stored: open our page again and send the form from there.',
  },
  rate_limited: {
    title: 'Please wait a moment',
    message:
      'Many forms were sent from your connection in a short time, so this one was not sent. Wait a minute, then go back and send it again.',
  },
}

/** Headings people understand, instead of the status's standard name. */
const TITLES: Record<number, string> = {
  400: 'This request could not be read',
  403: 'This is not allowed',
  405: 'This address does not take that',
  413: 'Too much was sent',
  415: 'This format is not taken here',
  422: 'What was sent could not be used',
  429: 'Please wait a moment',
}

export function publicError(status: number, code?: string): PublicError {
  const refusal = code ? REFUSALS[code] : undefined
  if (refusal && status < 500) return { status, ...refusal }
  const title =
    TITLES[status] ??
    STATUS_CODES[status] ??
    (status >= 500 ? 'Internal Server Error' : 'Bad Request')
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
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} ${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`
}
