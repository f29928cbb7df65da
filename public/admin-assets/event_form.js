/*
  The new-event form fills in what it can (the page works without it):
  - id, event page and buy link proposed from the name, the city and the
    start year, until staff type in those fields themselves (the id is fixed
    once saved); the same rule, server side, fills an import's empty cells
    (proposedEventId and proposedEventLinks in app/admin/resources/event/defaults.ts);
  - a new ticket round takes the previous round's currency; choosing a city
    sets the currency of rounds still on the old default.
*/
;(() => {
  'use strict'

  const PROPOSED = ['id', 'url', 'buy_url']

  function slugify(text) {
    return text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120)
      .replace(/-+$/, '')
  }

  function cityNameOf(form) {
    const select = form.elements.namedItem('city_id')
    const option = select?.selectedOptions[0]
    if (option?.value) return option.textContent.replace(/\s*\([A-Z]{2}\)\s*$/, '').trim()
    return form.elements.namedItem('city_name')?.value.trim() ?? ''
  }

  function proposedId(form) {
    const name = form.elements.namedItem('name').value.trim()
    if (!name) return ''
    const city = cityNameOf(form)
    const year = form.elements.namedItem('start_at')?.value.slice(0, 4) ?? ''
    const parts = [name]
    if (city && !slugify(name).includes(slugify(city))) parts.unshift(city)
    if (/^\d{4}$/.test(year) && !/\b\d{4}\b/.test(name)) parts.push(year)
    return slugify(parts.join(' '))
  }

  function propose(form) {
    const id = proposedId(form)
    const values = { id, url: id && `/events/${id}`, buy_url: id && `/events/${id}#tickets` }
    for (const name of PROPOSED) {
      const field = form.elements.namedItem(name)
      if (field && !field.dataset.typed && !field.readOnly) field.value = values[name]
    }
  }

  function currencyInputs(form) {
    return form.querySelectorAll('[data-rows="ticket_options"] [data-rows-list] input[name$="[currency]"]')
  }

  function followCityCurrency(form, select) {
    const currency = select.selectedOptions[0]?.dataset.currency
    const template = form.querySelector('[data-rows="ticket_options"] template')
    const templateInput = template?.content.querySelector('input[name$="[currency]"]')
    const previous = templateInput?.getAttribute('value') ?? ''
    if (!currency || !templateInput) return
    for (const input of currencyInputs(form)) {
      if (!input.value || input.value === previous) input.value = currency
    }
    templateInput.setAttribute('value', currency)
  }

  function carryCurrency(editor) {
    const inputs = [...editor.querySelectorAll('[data-rows-list] input[name$="[currency]"]')]
    const [previous, added] = inputs.slice(-2)
    if (inputs.length >= 2 && previous.value) added.value = previous.value
  }

  function isNewEventForm(form) {
    const id = form?.elements?.namedItem('id')
    return Boolean(form?.matches('[data-form]') && id && form.elements.namedItem('ticket_status'))
  }

  document.addEventListener('input', (event) => {
    const form = event.target.form
    if (!isNewEventForm(form)) return
    if (PROPOSED.includes(event.target.name)) event.target.dataset.typed = 'yes'
    else propose(form)
  })

  document.addEventListener('change', (event) => {
    const form = event.target.form
    if (!isNewEventForm(form)) return
    if (event.target.name === 'city_id') followCityCurrency(form, event.target)
    if (!PROPOSED.includes(event.target.name)) propose(form)
  })

  /* after admin.js has added the row (its listener was registered first) */
  document.addEventListener('click', (event) => {
    const add = event.target instanceof Element && event.target.closest('[data-rows-add]')
    const editor = add?.closest('[data-rows="ticket_options"]')
    if (editor) carryCurrency(editor)
  })
})()
