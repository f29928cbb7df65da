/*
  Keyboard shortcuts of the admin panel (listed in the help overlay, "?"):
  / search everything · n new record · Ctrl/⌘+S save the form · g then d, e, c,
  p, o, r, h go to a page · ? this list · Esc closes it. Keys typed into a
  field stay the field's, except Ctrl/⌘+S and Esc.
  On phones the list filters fold under "Filters" unless one is in use, so the
  rows come first.
*/
;(() => {
  'use strict'

  const typing = (target) =>
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

  const help = () => document.getElementById('shortcuts')

  function openHelp() {
    const dialog = help()
    if (dialog && !dialog.open) dialog.showModal()
  }

  /** The form the page is about: the one with the page's primary submit button. */
  function mainForm() {
    const button = document.querySelector(
      'main form[data-form] button[type="submit"], main form[method="post"] .form-actions button[type="submit"]'
    )
    return button?.form ?? null
  }

  let pendingG = false
  let pendingTimer = 0

  function go(key) {
    const link = document.querySelector(`[data-shortcut-go="${key}"]`)
    if (link) window.location.assign(link.href)
  }

  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      const form = mainForm()
      if (!form) return
      event.preventDefault()
      form.requestSubmit()
      return
    }
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return
    if (help()?.open) return
    if (pendingG) {
      pendingG = false
      window.clearTimeout(pendingTimer)
      go(event.key)
      return
    }
    switch (event.key) {
      case '/': {
        const search = document.querySelector('[data-global-search]')
        if (!search) return
        event.preventDefault()
        search.focus()
        search.select()
        return
      }
      case 'n': {
        const create = document.querySelector('[data-shortcut-new]')
        if (create) window.location.assign(create.href)
        return
      }
      case 'g':
        pendingG = true
        pendingTimer = window.setTimeout(() => (pendingG = false), 1500)
        return
      case '?':
        event.preventDefault()
        openHelp()
    }
  })

  document.addEventListener('click', (event) => {
    if (event.target.closest('[data-shortcuts-open]')) openHelp()
    if (event.target.closest('[data-shortcuts-close]')) help()?.close()
  })

  /* phones: the filters fold unless one is in use */
  document.addEventListener('DOMContentLoaded', () => {
    const folding = document.querySelector('[data-filters-fold]')
    if (!folding) return
    const phone = window.matchMedia('(max-width: 640px)').matches
    if (phone && folding.dataset.filtersActive !== 'true') folding.open = false
  })
})()
