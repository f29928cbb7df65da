/*
  Rendering of one Event (the REST/MCP Event shape). Every piece of data is
  inserted as a text node; URLs are only used when they are http(s).
*/
const EventView = (() => {
  /* the views' words in every language (resources/lang/<locale>/mcp_apps.json), filled in when served */
  const WORDS = __VIEW_WORDS__
  const TYPE_TONES = {
    halloween: 'orange',
    welcome_festival: 'pink',
    semester_kickoff: 'blue',
    orientation_week: 'teal',
  }
  const STATUS_TONES = {
    on_sale: 'green',
    opens_soon: 'amber',
    coming_soon: 'blue',
    see_page: 'grey',
    ended: 'grey',
  }
  const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
  const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/i

  const locale = () => McpBridge.context.locale || undefined

  /** A word of the views in the host's language (its locale, else the browser's), else English. */
  function word(key, values) {
    const tag = String(locale() || navigator.language || 'en').toLowerCase()
    const own = WORDS[tag.split('-')[0]] || WORDS.en
    const message = own[key] || WORDS.en[key] || ''
    return message.replace(/\{(\w+)\}/g, (whole, name) =>
      values && name in values ? String(values[name]) : whole
    )
  }

  function h(tag, className, ...children) {
    const element = document.createElement(tag)
    if (className) element.className = className
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue
      element.append(typeof child === 'string' ? document.createTextNode(child) : child)
    }
    return element
  }

  function safeUrl(value) {
    try {
      const url = new URL(String(value))
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
    } catch {
      return null
    }
  }

  function link(url, label, className) {
    const href = safeUrl(url)
    if (!href) return null
    const anchor = h('a', className, label)
    anchor.href = href
    anchor.target = '_blank'
    anchor.rel = 'noopener noreferrer'
    anchor.addEventListener('click', (event) => {
      if (!McpBridge.connected) return
      event.preventDefault()
      McpBridge.openLink(href)
    })
    return anchor
  }

  function isTimeZone(name) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name })
      return true
    } catch {
      return false
    }
  }

  /**
   * A moment to display: in the event's IANA zone when known, otherwise at
   * the wall-clock time written in the string (its own UTC offset).
   */
  function moment(value, timezone) {
    if (typeof value !== 'string' || value === '') return null
    if (DATE_ONLY.test(value)) {
      return { date: new Date(value + 'T00:00:00Z'), timeZone: 'UTC', dateOnly: true }
    }
    const offset = OFFSET.exec(value)
    const date = new Date(offset ? value : value + 'Z')
    if (Number.isNaN(date.getTime())) return null
    if (timezone && isTimeZone(timezone)) return { date, timeZone: timezone, named: true }
    const minutes =
      offset && offset[1] ? (offset[1] === '-' ? -1 : 1) * (+offset[2] * 60 + +offset[3]) : 0
    return { date: new Date(date.getTime() + minutes * 60000), timeZone: 'UTC' }
  }

  function format(when, options) {
    return new Intl.DateTimeFormat(
      locale(),
      Object.assign({ timeZone: when.timeZone }, options)
    ).format(when.date)
  }

  const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }
  const TIME = { hour: '2-digit', minute: '2-digit' }

  function zoneName(when) {
    if (!when.named) return ''
    const part = new Intl.DateTimeFormat(locale(), {
      timeZone: when.timeZone,
      timeZoneName: 'short',
    })
      .formatToParts(when.date)
      .find((piece) => piece.type === 'timeZoneName')
    return part ? ' ' + part.value : ''
  }

  /** `[day, time]` for an event within one night or day; `[range]` when it spans days. */
  function whenParts(event) {
    const start = moment(event.start, event.timezone)
    if (!start) return [event.start || '']
    const end = moment(event.end, event.timezone)
    if (start.dateOnly) {
      if (!end || format(end, DAY) === format(start, DAY)) return [format(start, DAY)]
      return [`${format(start, DAY)} – ${format(end, DAY)}`]
    }
    const day = format(start, DAY)
    if (!end) return [day, `${format(start, TIME)}${zoneName(start)}`]
    const hours = (end.date - start.date) / 3600000
    if (end.dateOnly || hours > 24 || hours < 0) {
      const endTime = end.dateOnly ? '' : `, ${format(end, TIME)}`
      return [`${day}, ${format(start, TIME)} – ${format(end, DAY)}${endTime}`]
    }
    return [day, `${format(start, TIME)} – ${format(end, TIME)}${zoneName(end)}`]
  }

  const formatWhen = (event) => whenParts(event).join(' · ')

  function formatShort(value, timezone) {
    const when = moment(value, timezone)
    if (!when) return value || ''
    const options = when.dateOnly
      ? { day: 'numeric', month: 'short' }
      : Object.assign({ day: 'numeric', month: 'short' }, TIME)
    return format(when, options)
  }

  function formatPrice(price, currency) {
    if (price === null) return word('price.tba')
    if (typeof price !== 'number') return ''
    if (price === 0) return word('price.free')
    const whole = Number.isInteger(price)
    try {
      return new Intl.NumberFormat(locale(), {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }).format(price)
    } catch {
      return `${price} ${currency || ''}`.trim()
    }
  }

  /** A badge in one of the palette's tones (--tone-<name>-bg/-fg in _shared.css). */
  function badge(label, tone, className = 'badge') {
    const element = h('span', className, label)
    element.style.setProperty('--badge-bg', `var(--tone-${tone}-bg)`)
    element.style.setProperty('--badge-fg', `var(--tone-${tone}-fg)`)
    return element
  }

  function typeBadge(event) {
    const tone = TYPE_TONES[event.type]
    return badge(
      tone ? word(`type.${event.type}`) : String(event.type || word('type.event')),
      tone || 'violet'
    )
  }

  function ticketStatusLabel(event) {
    const tickets = event.tickets || {}
    const label = STATUS_TONES[tickets.status]
      ? word(`status.${tickets.status}`)
      : word('status.tickets')
    if (tickets.status === 'opens_soon' && tickets.sales_open_at) {
      return `${label} · ${formatShort(tickets.sales_open_at, event.timezone)}`
    }
    return label
  }

  function statusBadges(event) {
    const tickets = event.tickets || {}
    const tone = STATUS_TONES[tickets.status] || 'grey'
    const badges = [typeBadge(event), badge(ticketStatusLabel(event), tone, 'badge dot')]
    if (event.status === 'past') badges.push(badge(word('past'), 'grey'))
    return h('div', 'badges', badges)
  }

  function fact(label, value, sub) {
    return h(
      'div',
      'fact',
      h('dt', 'fact-label', label),
      h('dd', 'fact-value', value, sub ? h('span', 'fact-sub', sub) : null)
    )
  }

  /** Date, city and venue: labelled rows, or two short lines when compact. */
  function facts(event, compact) {
    const venue = event.venue && event.venue.name ? event.venue : null
    if (compact) {
      const where = [event.city, venue && venue.name].filter(Boolean).join(' · ')
      return h(
        'div',
        'facts compact',
        h('div', 'when', formatWhen(event)),
        h('div', 'where', where)
      )
    }
    return h(
      'dl',
      'facts',
      fact(word('fact.when'), ...whenParts(event)),
      fact(word('fact.city'), event.city || ''),
      venue ? fact(word('fact.venue'), venue.name, venue.address) : null
    )
  }

  /** The ticket rounds as a list (`listClass`) of `itemClass` items: a table by default, or chips. */
  function rounds(event, listClass = 'rounds', itemClass = 'round') {
    const options = (event.tickets && event.tickets.options) || []
    if (options.length === 0) return h('div', 'rounds-empty', word('rounds.empty'))
    return h(
      'ul',
      listClass,
      options.map((option) =>
        h(
          'li',
          itemClass,
          h('span', 'round-name', option.name || word('round.ticket')),
          h('span', 'round-price', formatPrice(option.price, option.currency))
        )
      )
    )
  }

  function earlyAccess(event) {
    const early = event.tickets && event.tickets.early_access
    if (!early) return null
    const period = []
    if (early.starts_at) {
      period.push(word('early.opens', { when: formatShort(early.starts_at, event.timezone) }))
    }
    if (early.ends_at) {
      period.push(word('early.closes', { when: formatShort(early.ends_at, event.timezone) }))
    }
    return h(
      'div',
      'early-access',
      h(
        'div',
        'early-access-head',
        word('early.title'),
        badge(
          word(early.open ? 'early.open' : 'early.closed'),
          early.open ? 'green' : 'grey',
          'badge dot'
        )
      ),
      early.description ? h('div', 'early-access-text', early.description) : null,
      period.length ? h('div', 'early-access-window', period.join(' · ')) : null,
      early.url ? link(early.url, word('early.get'), 'link') : null
    )
  }

  function buyLabel(event) {
    const status = event.tickets && event.tickets.status
    if (event.status === 'past' || status === 'ended') return word('action.view')
    if (status === 'on_sale') return word('action.buy')
    return word('action.page')
  }

  function actions(event, withEventLink) {
    const tickets = event.tickets || {}
    const primary = tickets.status === 'on_sale' && event.status !== 'past'
    const buyUrl = tickets.buy_url || event.url
    const buy = link(buyUrl, buyLabel(event), primary ? 'button buy' : 'button secondary buy')
    const page =
      withEventLink && safeUrl(event.url) !== safeUrl(buyUrl)
        ? link(event.url, word('action.event_page'), 'link')
        : null
    return h('div', 'actions', buy, page)
  }

  function hints(event) {
    const items = []
    if (typeof event.age_min === 'number')
      items.push(h('span', 'hint', h('strong', null, word('hint.age', { age: event.age_min }))))
    if (event.waitlist_open)
      items.push(
        h(
          'span',
          'hint',
          h('strong', null, word('hint.waitlist')),
          ` · ${word('hint.waitlist_ask')}`
        )
      )
    if (event.whatsapp_group) {
      const group = link(event.whatsapp_group, word('hint.whatsapp'), 'link')
      items.push(
        group
          ? h('span', 'hint', group)
          : h('span', 'hint', 'WhatsApp: ', h('strong', null, event.whatsapp_group))
      )
    }
    if (event.entry_rule)
      items.push(h('span', 'hint', h('strong', null, `${word('hint.entry')} `), event.entry_rule))
    return items.length ? h('div', 'hints', items) : null
  }

  /**
   * The event's picture (an http(s) URL on the service's host; the view's CSP
   * allows images from there only). `size` picks a smaller variant of the
   * service's own content-hashed files (-sm, -md, -lg).
   */
  function picture(event, size) {
    const src = safeUrl(event.image)
    if (!src) return null
    const image = h('img', 'event-image')
    image.src = src.replace(/-lg\.jpg$/, `-${size}.jpg`)
    image.alt = ''
    image.decoding = 'async'
    return image
  }

  function note(event) {
    const text = event.tickets && event.tickets.note
    return text ? h('p', 'note', text) : null
  }

  function state(title, detail, isError) {
    return h(
      'div',
      isError ? 'state is-error' : 'state',
      h('span', 'state-title', title),
      detail || null
    )
  }

  /** Reads the payload of a CallToolResult: structuredContent, else JSON text content. */
  function payload(result) {
    if (result.structuredContent && typeof result.structuredContent === 'object')
      return result.structuredContent
    const text = (result.content || []).find((block) => block && block.type === 'text')
    if (!text) return null
    try {
      return JSON.parse(text.text)
    } catch {
      return null
    }
  }

  function errorText(result) {
    const text = (result.content || []).find((block) => block && block.type === 'text')
    return text ? text.text : word('state.tool_error')
  }

  return {
    h,
    word,
    link,
    statusBadges,
    facts,
    rounds,
    earlyAccess,
    actions,
    hints,
    picture,
    note,
    state,
    payload,
    errorText,
    formatPrice,
  }
})()

/**
 * Renders the view's body from the host's messages; `render` turns a tool
 * result payload into a node; `loadingText` is a word's key.
 */
function startEventApp(appName, loadingText, render) {
  const root = document.getElementById('app')
  const show = (node) => root.replaceChildren(node)
  let lastResult = null
  const draw = () => {
    if (!lastResult) return
    if (lastResult.isError)
      return show(EventView.state(word('state.error'), EventView.errorText(lastResult), true))
    const data = EventView.payload(lastResult)
    show(data ? render(data) : EventView.state(word('state.empty'), word('state.no_data')))
  }
  const { word } = EventView

  show(EventView.state(word(loadingText)))
  McpBridge.on('ui/notifications/tool-result', (result) => {
    lastResult = result
    draw()
  })
  McpBridge.on('ui/notifications/tool-cancelled', (params) => {
    if (!lastResult) show(EventView.state(word('state.cancelled'), params.reason || null))
  })
  // Locale may change how prices and dates read.
  McpBridge.onContext(draw)
  McpBridge.connect({ name: appName, version: '1.0.0' }).catch(() => {
    show(EventView.state(word('state.no_host')))
  })
}
