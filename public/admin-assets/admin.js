/*
  Admin panel enhancements (the pages work without them):
  - nested rows (ticket rounds, guide lists, links): add, move up/down, remove,
    renumbered on submit so their order becomes their position;
  - delete links open their confirmation page in a dialog;
  - an event's time zone follows the chosen city while it is empty.
*/
;(() => {
  'use strict'

  let added = 0

  const announce = (() => {
    const region = document.createElement('p')
    region.className = 'visually-hidden'
    region.setAttribute('aria-live', 'polite')
    document.addEventListener('DOMContentLoaded', () => document.body.append(region))
    return (text) => {
      region.textContent = ''
      window.setTimeout(() => (region.textContent = text), 50)
    }
  })()

  const rowsOf = (editor) => [...editor.querySelector('[data-rows-list]').children]

  function refresh(editor) {
    const rows = rowsOf(editor)
    rows.forEach((row, index) => {
      row.querySelector('[data-row-up]').disabled = index === 0
      row.querySelector('[data-row-down]').disabled = index === rows.length - 1
    })
    const empty = editor.querySelector('[data-rows-empty]')
    if (empty) empty.hidden = rows.length > 0
  }

  /* name="tickets[7][price]" → name="tickets[<position>][price]" */
  function renumber(editor) {
    const name = editor.dataset.rows
    rowsOf(editor).forEach((row, index) => {
      for (const control of row.querySelectorAll('[name]')) {
        control.name = control.name.replace(/^[^[]+\[[^\]]*\]/, `${name}[${index}]`)
      }
    })
  }

  function addRow(editor) {
    const template = editor.querySelector('template[data-rows-template]')
    const key = `n${Date.now().toString(36)}${added++}`
    const html = template.innerHTML.replaceAll('__INDEX__', key)
    const list = editor.querySelector('[data-rows-list]')
    list.insertAdjacentHTML('beforeend', html)
    const row = list.lastElementChild
    refresh(editor)
    row.querySelector('input, select, textarea')?.focus()
    announce('Row added')
  }

  function moveRow(row, direction) {
    const editor = row.closest('[data-rows]')
    const sibling = direction < 0 ? row.previousElementSibling : row.nextElementSibling
    if (!sibling) return
    if (direction < 0) sibling.before(row)
    else sibling.after(row)
    row.classList.remove('is-moved')
    void row.offsetWidth
    row.classList.add('is-moved')
    refresh(editor)
    const button = row.querySelector(direction < 0 ? '[data-row-up]' : '[data-row-down]')
    ;(button.disabled
      ? row.querySelector('[data-row-up]:not(:disabled), [data-row-down]:not(:disabled)')
      : button
    )?.focus()
    announce(direction < 0 ? 'Row moved up' : 'Row moved down')
  }

  function removeRow(row) {
    const editor = row.closest('[data-rows]')
    const next = row.nextElementSibling ?? row.previousElementSibling
    row.remove()
    refresh(editor)
    ;(next?.querySelector('[data-row-remove]') ?? editor.querySelector('[data-rows-add]')).focus()
    announce('Row removed')
  }

  async function openConfirmDialog(link) {
    const response = await fetch(link.href, {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    })
    if (!response.ok || !response.url.includes('/delete'))
      throw new Error('not a confirmation page')
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    const panel = page.querySelector('[data-confirm-panel]')
    if (!panel) throw new Error('no confirmation panel')
    const dialog = document.createElement('dialog')
    dialog.className = 'dialog'
    dialog.setAttribute('aria-labelledby', 'confirm-title')
    panel.querySelector('h1')?.setAttribute('id', 'confirm-title')
    dialog.append(document.importNode(panel, true))
    dialog.addEventListener('close', () => {
      dialog.remove()
      link.focus()
    })
    document.body.append(dialog)
    dialog.showModal()
    dialog.querySelector('[data-dialog-cancel]')?.addEventListener('click', (event) => {
      event.preventDefault()
      dialog.close()
    })
    dialog.querySelector('.button--danger')?.focus()
  }

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target) return
    const add = target.closest('[data-rows-add]')
    if (add) return addRow(add.closest('[data-rows]'))
    const row = target.closest('[data-row]')
    if (row && target.closest('[data-row-up]')) return moveRow(row, -1)
    if (row && target.closest('[data-row-down]')) return moveRow(row, 1)
    if (row && target.closest('[data-row-remove]')) return removeRow(row)
    const confirmLink = target.closest('a[data-confirm]')
    if (
      confirmLink &&
      typeof HTMLDialogElement === 'function' &&
      !event.metaKey &&
      !event.ctrlKey
    ) {
      event.preventDefault()
      openConfirmDialog(confirmLink).catch(() => (window.location.href = confirmLink.href))
    }
  })

  document.addEventListener('submit', (event) => {
    for (const editor of event.target.querySelectorAll('[data-rows]')) renumber(editor)
  })

  /* the event's time fields say the zone they are in: it follows the time zone field */
  document.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement) || field.name !== 'timezone') return
    const zone = field.value.trim() || 'the event’s time zone'
    for (const label of field.form?.querySelectorAll('[data-event-zone]') ?? [])
      label.textContent = 'In ' + zone
  })

  document.addEventListener('change', (event) => {
    const select = event.target
    if (!(select instanceof HTMLSelectElement) || select.name !== 'city_id') return
    const zone = select.selectedOptions[0]?.dataset.timezone
    const timezone = select.form?.elements.namedItem('timezone')
    if (zone && timezone instanceof HTMLInputElement && !timezone.value) {
      timezone.value = zone
      timezone.dispatchEvent(new Event('input', { bubbles: true }))
    }
  })

  document.addEventListener('DOMContentLoaded', () => {
    for (const editor of document.querySelectorAll('[data-rows]')) refresh(editor)
    for (const noscript of document.querySelectorAll('[data-rows] noscript')) noscript.remove()
  })
})()
