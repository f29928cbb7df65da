/*
  Forms that forgive (the pages work without it):
  - the server's messages come first: forms skip the browser's one-at-a-time
    validation pop-ups (`required` stays, so assistive technology still says so);
  - after a failed save, focus moves to the error summary; each link names its field;
  - leaving a form with unsaved changes asks first;
  - the account page offers the browser's time zone;
  - "Undo" after a one-click change goes away after a few seconds;
  - a picture over the size limit is refused before the form is sent, so
    what was typed stays on the page.
*/
;(() => {
  'use strict'

  const EDITABLE_FORMS = 'form[data-form]'

  /* "ticket_options.1.currency" → the control named "ticket_options[1][currency]" */
  function controlFor(path, scope = document) {
    const [head, ...rest] = path.split('.')
    const name = head + rest.map((part) => `[${part}]`).join('')
    return scope.querySelector(`[name="${CSS.escape(name)}"]`)
  }

  function labelOf(control) {
    const label = control?.labels?.[0]?.textContent?.trim()
    const row = control?.closest('[data-row]')
    if (!label || !row) return label
    const position = [...row.parentElement.children].indexOf(row) + 1
    const item = row.closest('fieldset')?.querySelector('legend')?.textContent?.trim()
    return `${item ?? 'Row'} ${position}, ${label.toLowerCase()}`
  }

  function enhanceErrorSummary(summary) {
    for (const link of summary.querySelectorAll('a[data-error-field]')) {
      const control = controlFor(link.dataset.errorField)
      if (!control) continue
      if (control.id) link.href = `#${control.id}`
      const label = labelOf(control)
      /* messages that name their field already ("Name is required") keep their words */
      const named = label && link.textContent.toLowerCase().startsWith(label.toLowerCase())
      if (label && !named) link.textContent = `${label}: ${link.textContent}`
      link.addEventListener('click', (event) => {
        event.preventDefault()
        control.focus()
        control.scrollIntoView({ block: 'center' })
      })
    }
    summary.focus()
  }

  function serialise(form) {
    return new URLSearchParams(new FormData(form)).toString()
  }

  function watchUnsavedChanges() {
    const forms = [...document.querySelectorAll(EDITABLE_FORMS)]
    const saved = new Map(forms.map((form) => [form, serialise(form)]))
    let submitting = false
    document.addEventListener('submit', (event) => (submitting = !event.defaultPrevented))
    window.addEventListener('beforeunload', (event) => {
      if (submitting) return
      const changed = forms.some((form) => form.isConnected && serialise(form) !== saved.get(form))
      if (!changed) return
      event.preventDefault()
      event.returnValue = ''
    })
  }

  /*
   * Unsaved form state kept in this browser (localStorage), per form page:
   * after a crash or a closed tab the form offers it back. Cleared when the
   * form is submitted; never sent anywhere. Bookkeeping fields stay out.
   */
  const DRAFT_PREFIX = 'admin-unsaved:'
  const SKIPPED = /^_|^token$/

  function fieldsOf(form) {
    return [...form.elements].filter(
      (field) => field.name && !SKIPPED.test(field.name) && field.type !== 'file' && field.type !== 'password'
    )
  }

  function valuesOf(form) {
    const values = {}
    for (const field of fieldsOf(form)) {
      if (field.type === 'radio' && !field.checked) continue
      values[field.name] = field.type === 'checkbox' ? field.checked : field.value
    }
    return values
  }

  function keepUnsaved(form) {
    const key = DRAFT_PREFIX + location.pathname
    const opened = JSON.stringify(valuesOf(form))
    const offer = form.querySelector('[data-unsaved-offer]')
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null')
    if (stored && JSON.stringify(stored.values) !== opened && offer) {
      offer.hidden = false
      offer.querySelector('[data-unsaved-when]').textContent = new Date(stored.at).toLocaleString()
      offer.querySelector('[data-unsaved-restore]').addEventListener('click', () => {
        for (const field of fieldsOf(form)) {
          if (!(field.name in stored.values)) continue
          const value = stored.values[field.name]
          if (field.type === 'checkbox') field.checked = Boolean(value)
          else if (field.type === 'radio') field.checked = field.value === value
          else field.value = value
        }
        offer.hidden = true
      })
      offer.querySelector('[data-unsaved-discard]').addEventListener('click', () => {
        localStorage.removeItem(key)
        offer.hidden = true
      })
    }
    const remember = () => {
      const values = valuesOf(form)
      if (JSON.stringify(values) === opened) return
      localStorage.setItem(key, JSON.stringify({ at: Date.now(), values }))
    }
    form.addEventListener('input', remember)
    form.addEventListener('change', remember)
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) localStorage.removeItem(key)
    })
  }

  /* a file larger than its field allows: said beside the field, the form not sent */
  function refuseLargePictures(event) {
    for (const input of event.target.querySelectorAll('input[type="file"][data-max-bytes]')) {
      const file = input.files?.[0]
      const limit = Number(input.dataset.maxBytes)
      if (!file || file.size <= limit) continue
      event.preventDefault()
      event.stopImmediatePropagation()
      const error = input.closest('.field')?.querySelector('[data-picture-error]')
      if (error) {
        error.textContent = `This picture is ${(file.size / 1024 / 1024).toFixed(1)} MB; choose one of at most ${Math.round(limit / 1024 / 1024)} MB. Nothing was sent.`
        error.hidden = false
      }
      input.setAttribute('aria-invalid', 'true')
      input.focus()
      return
    }
  }

  function offerBrowserZone() {
    const offer = document.querySelector('[data-browser-zone]')
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!offer || !zone) return
    offer.querySelector('[data-browser-zone-name]').textContent = zone
    offer.hidden = false
    offer.querySelector('[data-use-browser-zone]').addEventListener('click', () => {
      const field = offer.closest('form').elements.namedItem('time_zone')
      field.value = zone
      field.focus()
    })
  }

  function expireUndo(form) {
    const seconds = Number(form.dataset.undoSeconds) || 15
    window.setTimeout(() => {
      if (!form.contains(document.activeElement)) form.remove()
    }, seconds * 1000)
  }

  /* a one-time link (staff page): copied to the clipboard with one click */
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-copy-link]') : null
    if (!button) return
    const source = document.querySelector('[data-copy-source]')
    const status = document.querySelector('[data-copy-status]')
    source.select()
    try {
      await navigator.clipboard.writeText(source.value)
      status.textContent = 'Copied.'
    } catch {
      status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.'
    }
  })

  /* capturing, before any other submit handler */
  document.addEventListener('submit', refuseLargePictures, true)

  document.addEventListener('DOMContentLoaded', () => {
    for (const form of document.querySelectorAll('[data-undo]')) expireUndo(form)
    for (const form of document.querySelectorAll('form')) form.noValidate = true
    const summary = document.querySelector('[data-error-summary]')
    if (summary) enhanceErrorSummary(summary)
    watchUnsavedChanges()
    for (const form of document.querySelectorAll('form[data-form]')) keepUnsaved(form)
    offerBrowserZone()
  })
})()
