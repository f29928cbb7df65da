import { test } from '@japa/runner'
import { decodeHTML } from 'entities'
import { isSafeLink, safeLink } from '#lib/safe_links'
import { markdownLinkTargets, markdownToSafeHtml } from '#lib/safe_markdown'
import { browserProtocol, scriptableParts, xssCorpus } from '#tests/helpers/xss'

/*
| Security finding 2: entity-encoded `javascript:` links passed the URL check
| and reached the doc pages as clickable script. One rule now decides on the
| fully decoded link; every corpus entry is tried against it and against the
| markdown renderer.
*/
const GOOD_LINKS = [
  'https://example.org/a?b=1&c=2',
  'HTTPS://EXAMPLE.ORG/',
  'http://example.org',
  'mailto:team@example.org',
  '/events/berlin-halloween#tickets',
  '/',
  '#tickets',
  '?page=2',
  'docs/guide',
  'https://example.org/&#106;avascript:alert(1)',
  'https://example.org/a%20b',
  'https://example.org/path:with:colons',
]

test.group('One link rule (#lib/safe_links)', () => {
  test('the corpus holds at least 50 known bypasses', ({ assert }) => {
    assert.isAtLeast(xssCorpus().length, 50)
    assert.isAtLeast(xssCorpus('scheme').length, 40)
  })

  test('refuses every link of the corpus, whatever its encoding', ({ assert }) => {
    const passed = xssCorpus('scheme').filter((entry) => isSafeLink(entry.payload))
    assert.deepEqual(
      passed.map((entry) => entry.name),
      []
    )
  })

  test('every corpus link a browser would run is one the rule refuses', ({ assert }) => {
    for (const { name, payload } of xssCorpus('scheme')) {
      const protocol = browserProtocol(payload)
      if (protocol && !['http:', 'https:', 'mailto:'].includes(protocol)) {
        assert.isFalse(isSafeLink(payload), name)
      }
    }
  })

  test('keeps https, http, mailto and relative links', ({ assert }) => {
    for (const link of GOOD_LINKS) assert.isTrue(isSafeLink(link), link)
    assert.equal(safeLink('/deals'), '/deals')
    assert.isNull(safeLink('javascript:alert(1)'))
    assert.isFalse(isSafeLink(undefined))
    assert.isFalse(isSafeLink(42))
  })

  test('refuses a link that is still changing after many rounds of decoding', ({ assert }) => {
    let link = 'javascript:alert(1)'
    for (let round = 0; round < 12; round++)
      link = link.replace(/&/g, '&amp;').replace(/^j/, '&#106;')
    assert.isFalse(isSafeLink(link))
  })
})

test.group('Markdown of docs rendered as safe HTML', () => {
  test('no corpus entry becomes script, as a link, an image or as text', ({ assert }) => {
    for (const { name, payload } of xssCorpus()) {
      for (const markdown of [`[x](${payload})`, `![x](${payload})`, payload, `<${payload}>`]) {
        const html = markdownToSafeHtml(markdown)
        assert.deepEqual(scriptableParts(html), [], `${name}: ${markdown} → ${html}`)
      }
    }
  })

  test('a refused link is shown as its text, never a link elsewhere', ({ assert }) => {
    for (const { name, payload } of xssCorpus('scheme')) {
      const html = markdownToSafeHtml(`[the text](${payload}) ![the alt](${payload})`)
      assert.include(html, 'the text', name)
      /* markdown escapes may turn a target into a harmless path of this site, nothing else */
      for (const [, link] of html.matchAll(/(?:href|src)="([^"]*)"/g)) {
        const target = new URL(decodeHTML(link), 'https://site.example/docs/page')
        assert.equal(target.origin, 'https://site.example', `${name}: ${html}`)
      }
    }
  })

  test('the markdown staff write still renders: links, images, tables, code, task lists', ({
    assert,
  }) => {
    const html = markdownToSafeHtml(
      [
        '# Title',
        '[Tickets](https://tickets.example.org/?a=1&b=2 "Buy") [Deals](/deals) [Mail](mailto:team@example.org)',
        '![Logo](https://cdn.example.org/logo.png)',
        '| a | b |\n|:--|--:|\n| 1 | 2 |',
        '```js\nconst x = 1 < 2\n```',
        '- [x] done\n- [ ] open',
      ].join('\n\n')
    )
    assert.include(html, '<h1>Title</h1>')
    assert.include(
      html,
      '<a href="https://tickets.example.org/?a=1&amp;b=2" title="Buy">Tickets</a>'
    )
    assert.include(html, '<a href="/deals">Deals</a>')
    assert.include(html, '<a href="mailto:team@example.org">Mail</a>')
    assert.include(html, '<img src="https://cdn.example.org/logo.png" alt="Logo" />')
    assert.include(html, '<th align="left">a</th>')
    assert.include(html, '<code class="language-js">const x = 1 &lt; 2')
    assert.include(html, '<input type="checkbox" disabled checked /> done')
    assert.deepEqual(scriptableParts(html), [])
  })

  test('finds the targets of inline, reference and autolinks and of images', ({ assert }) => {
    assert.deepEqual(
      markdownLinkTargets(
        '[a](/one) ![b](https://two.example/) <https://three.example/> [c][r]\n\n[r]: javascript:alert(1)'
      ),
      ['/one', 'https://two.example/', 'https://three.example/', 'javascript:alert(1)']
    )
  })
})
