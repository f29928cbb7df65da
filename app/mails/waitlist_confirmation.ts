import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { serviceConfig } from '#config/service'
import type { EventShape } from '#schemas/event'
import { siteText } from '#presenters/site_text'
import type { SiteLocale } from '#lib/site_locales'

export interface WaitlistConfirmationContent {
  to: string
  event: EventShape
  /** the language of the page the student signed up on */
  locale: SiteLocale
}

/**
 * The e-mail to a student who joined a waiting list, in the language of the
 * page they used (resources/lang/<locale>/mail.json). It carries nothing the
 * student typed (not even the name): a stranger's address entered in the form
 * gets a short, fixed note, never text chosen by whoever entered it.
 */
export default class WaitlistConfirmation extends BaseMail {
  constructor(private content: WaitlistConfirmationContent) {
    super()
  }

  prepare() {
    const words = waitlistWords(this.content)
    this.message
      .to(this.content.to)
      .subject(words.subject)
      .header('Content-Language', this.content.locale)
      .header('X-Waitlist-Event', this.content.event.id)
      .htmlView('emails/waitlist_confirmation_html', { words, locale: this.content.locale })
      .text([words.body, words.next, '', `${words.link} ${words.url}`, '', words.why].join('\n'))
  }
}

function waitlistWords({ event, locale }: WaitlistConfirmationContent) {
  const text = siteText(locale)
  const i18n = i18nManager.locale(locale)
  const t = (key: string, values?: Record<string, string>) => i18n.t(`mail.waitlist.${key}`, values)
  const when = text.eventTime(event, event.start)
  return {
    subject: t('subject', { event: event.name }),
    heading: t('heading'),
    body: t('body', { event: event.name, when, city: event.city }),
    next: t('next'),
    link: t('link'),
    url: text.href(event.url),
    why: t('why', { site: serviceConfig.name }),
  }
}
