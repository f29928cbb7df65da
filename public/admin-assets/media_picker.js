/*
  The media library in a record's form (components/admin/image_form.edge):
  the plain select (which works without JavaScript) is laid out as a grid of
  thumbnails with their alt text and a search box over alt text, credit and
  number. Choosing a tile sets the select; the form posts it as before.
*/
;(() => {
  'use strict'

  const fold = (text) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()

  function tileOf(option, index, select, onChoose) {
    const item = document.createElement('li')
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'media-picker__tile'
    button.dataset.mediaId = option.value
    button.setAttribute('aria-pressed', String(option.selected))
    const alt = option.dataset.alt
    const image = document.createElement('img')
    image.src = option.dataset.thumb
    image.alt = ''
    image.loading = 'lazy'
    image.width = 160
    image.height = 90
    const caption = document.createElement('span')
    caption.className = 'media-picker__caption'
    caption.textContent = `Picture ${option.value}: ${alt || 'no alt text yet'}`
    if (!alt) caption.classList.add('media-picker__caption--missing')
    if (option.dataset.credit) caption.textContent += ` (${option.dataset.credit})`
    if (option.hasAttribute('data-current')) caption.textContent += ' · current'
    button.append(image, caption)
    button.addEventListener('click', () => onChoose(index))
    item.append(button)
    item.dataset.search = fold(`${option.value} ${alt} ${option.dataset.credit}`)
    return item
  }

  function enhance(field) {
    const select = field.querySelector('select')
    const options = [...select.options].filter((option) => option.value)
    const search = document.createElement('input')
    search.type = 'search'
    search.id = `${select.id}-search`
    search.placeholder = 'Alt text, credit or number'
    const searchLabel = document.createElement('label')
    searchLabel.htmlFor = search.id
    searchLabel.textContent = 'Search the library'
    const grid = document.createElement('ul')
    grid.className = 'media-picker__grid'
    grid.setAttribute('aria-label', 'Pictures of the media library')
    const status = document.createElement('p')
    status.className = 'hint'
    status.setAttribute('role', 'status')
    const keep = document.createElement('button')
    keep.type = 'button'
    keep.className = 'button button--ghost button--small'
    keep.textContent = 'Keep the picture as it is'

    const tiles = options.map((option, index) =>
      tileOf(option, index, select, (chosen) => choose(options[chosen].value))
    )
    function choose(value) {
      select.value = value
      for (const tile of tiles) {
        const button = tile.querySelector('button')
        button.setAttribute('aria-pressed', String(button.dataset.mediaId === value))
      }
      const option = options.find((candidate) => candidate.value === value)
      status.textContent = option ? `Chosen: ${option.textContent}` : 'The picture stays as it is.'
    }
    keep.addEventListener('click', () => choose(''))
    search.addEventListener('input', () => {
      const words = fold(search.value).split(/\s+/).filter(Boolean)
      let shown = 0
      for (const tile of tiles) {
        const match = words.every((word) => tile.dataset.search.includes(word))
        tile.hidden = !match
        if (match) shown++
      }
      status.textContent = `${shown} of ${tiles.length} pictures`
    })
    grid.append(...tiles)
    select.hidden = true
    select.closest('.field').querySelector(`label[for="${select.id}"]`).id = `${select.id}-label`
    grid.setAttribute('aria-labelledby', `${select.id}-label`)
    field.classList.add('media-picker--grid')
    field.append(searchLabel, search, grid, keep, status)
  }

  document.addEventListener('DOMContentLoaded', () => {
    for (const field of document.querySelectorAll('[data-media-picker]')) enhance(field)
  })
})()
