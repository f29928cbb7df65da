/*
  Rendering of one Event (the REST/MCP Event shape). Every piece of data is
  inserted as a text node; URLs are only used when they are http(s).
*/
const EventView = (() => {
  const TYPE_LABELS = {
    halloween: ['Halloween', 'orange'],
    welcome_festival: ['Welcome festival', 'pink'],
    semester_kickoff: ['Semester kickoff', 'blue'],
    orientation_week: ['Orientation week', 'teal'],
  }
  const TICKET_STATUS = {
    on_sale: ['On sale', 'green'],
    opens_soon: ['Opens soon', 'amber'],
    coming_soon: ['Coming soon', 'blue'],
    see_page: ['See event page', 'grey'],
    ended: ['Sales ended', 'grey'],
  }
  const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
  const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/i

  const locale = () => McpBridge.context.locale || undefined

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
    if (price === null) return 'price to be announced'
    if (typeof price !== 'number') return ''
    if (price === 0) return 'Free'
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
    const [label, tone] = TYPE_LABELS[event.type] || [String(event.type || 'Event'), 'violet']
    return badge(label, tone)
  }

  function ticketStatusLabel(event) {
    const tickets = event.tickets || {}
    const [label] = TICKET_STATUS[tickets.status] || ['Tickets']
    if (tickets.status === 'opens_soon' && tickets.sales_open_at) {
      return `${label} · ${formatShort(tickets.sales_open_at, event.timezone)}`
    }
    return label
  }

  function statusBadges(event) {
    const tickets = event.tickets || {}
    const [, tone] = TICKET_STATUS[tickets.status] || ['', 'grey']
    const badges = [typeBadge(event), badge(ticketStatusLabel(event), tone, 'badge dot')]
    if (event.status === 'past') badges.push(badge('Past event', 'grey'))
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
      fact('When', ...whenParts(event)),
      fact('City', event.city || ''),
      venue ? fact('Venue', venue.name, venue.address) : null
    )
  }

  /** The ticket rounds as a list (`listClass`) of `itemClass` items: a table by default, or chips. */
  function rounds(event, listClass = 'rounds', itemClass = 'round') {
    const options = (event.tickets && event.tickets.options) || []
    if (options.length === 0) return h('div', 'rounds-empty', 'Prices not published yet')
    return h(
      'ul',
      listClass,
      options.map((option) =>
        h(
          'li',
          itemClass,
          h('span', 'round-name', option.name || 'Ticket'),
          h('span', 'round-price', formatPrice(option.price, option.currency))
        )
      )
    )
  }

  function earlyAccess(event) {
    const early = event.tickets && event.tickets.early_access
    if (!early) return null
    const period = []
    if (early.starts_at) period.push(`Opens ${formatShort(early.starts_at, event.timezone)}`)
    if (early.ends_at) period.push(`closes ${formatShort(early.ends_at, event.timezone)}`)
    return h(
      'div',
      'early-access',
      h(
        'div',
        'early-access-head',
        'Early access',
        badge(early.open ? 'Open now' : 'Not open', early.open ? 'green' : 'grey', 'badge dot')
      ),
      early.description ? h('div', 'early-access-text', early.description) : null,
      period.length ? h('div', 'early-access-window', period.join(' · ')) : null,
      early.url ? link(early.url, 'Get early access', 'link') : null
    )
  }

  function buyLabel(event) {
    const status = event.tickets && event.tickets.status
    if (event.status === 'past' || status === 'ended') return 'View event'
    if (status === 'on_sale') return 'Buy tickets'
    return 'Ticket page'
  }

  function actions(event, withEventLink) {
    const tickets = event.tickets || {}
    const primary = tickets.status === 'on_sale' && event.status !== 'past'
    const buyUrl = tickets.buy_url || event.url
    const buy = link(buyUrl, buyLabel(event), primary ? 'button buy' : 'button secondary buy')
    const page =
      withEventLink && safeUrl(event.url) !== safeUrl(buyUrl)
        ? link(event.url, 'Event page', 'link')
        : null
    return h('div', 'actions', buy, page)
  }

  function hints(event) {
    const items = []
    if (typeof event.age_min === 'number')
      items.push(h('span', 'hint', h('strong', null, `${event.age_min}+`), ' only'))
    if (event.waitlist_open)
      items.push(h('span', 'hint', h('strong', null, 'Waitlist open'), ' · ask to join'))
    if (event.whatsapp_group) {
      const group = link(event.whatsapp_group, 'WhatsApp group', 'link')
      items.push(
        group
          ? h('span', 'hint', group)
          : h('span', 'hint', 'WhatsApp: ', h('strong', null, event.whatsapp_group))
      )
    }
    if (event.entry_rule)
      items.push(h('span', 'hint', h('strong', null, 'Entry: '), event.entry_rule))
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
    return text ? text.text : 'The tool reported an error.'
  }

  return {
    h,
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

/** Renders the view's body from the host's messages; `render` turns a tool result payload into a node. */
function startEventApp(appName, loadingText, render) {
  const root = document.getElementById('app')
  const show = (node) => root.replaceChildren(node)
  let lastResult = null
  const draw = () => {
    if (!lastResult) return
    if (lastResult.isError)
      return show(EventView.state('Something went wrong', EventView.errorText(lastResult), true))
    const data = EventView.payload(lastResult)
    show(
      data ? render(data) : EventView.state('Nothing to show', 'The tool returned no event data.')
    )
  }

  show(EventView.state(loadingText))
  McpBridge.on('ui/notifications/tool-result', (result) => {
    lastResult = result
    draw()
  })
  McpBridge.on('ui/notifications/tool-cancelled', (params) => {
    if (!lastResult) show(EventView.state('Cancelled', params.reason || null))
  })
  // Locale may change how prices and dates read.
  McpBridge.onContext(draw)
  McpBridge.connect({ name: appName, version: '1.0.0' }).catch(() => {
    show(EventView.state('Could not connect to the host'))
  })
}
