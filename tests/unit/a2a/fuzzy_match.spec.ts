import { test } from '@japa/runner'
import { editDistance, fuzzyDistance } from '#a2a/fuzzy_match'
import { foldText, normalizeQuestion } from '#a2a/text_folding'

test.group('A2A fuzzy matching', () => {
  test('edit distance counts insertions, deletions, substitutions and swaps', ({ assert }) => {
    assert.equal(editDistance('berlin', 'berlin'), 0)
    assert.equal(editDistance('berln', 'berlin'), 1)
    assert.equal(editDistance('barcelon', 'barcelona'), 1)
    assert.equal(editDistance('bremin', 'berlin'), 2)
    assert.equal(editDistance('berlni', 'berlin'), 1)
    assert.equal(editDistance('', 'abc'), 3)
  })

  test('typos are tolerated by length: none up to 4 letters, one up to 8, two beyond', ({
    assert,
  }) => {
    assert.equal(fuzzyDistance('berln', 'berlin'), 1)
    assert.equal(fuzzyDistance('amstredam', 'amsterdam'), 1)
    assert.equal(fuzzyDistance('amsterdm', 'amsterdam'), 1)
    assert.equal(fuzzyDistance('barcelnoa', 'barcelona'), 1)
    assert.equal(fuzzyDistance('barzelona', 'barcelona'), 1)
    assert.isNull(fuzzyDistance('rome', 'roma'))
    assert.isNull(fuzzyDistance('berlin', 'dublin'))
    assert.isNull(fuzzyDistance('parties', 'paris'))
  })

  test('folding removes case and accents', ({ assert }) => {
    assert.equal(foldText('München'), 'munchen')
    assert.equal(foldText('KRAKÓW'), 'krakow')
    assert.equal(foldText('Zürich'), 'zurich')
    assert.equal(foldText('Straße'), 'strasse')
    assert.equal(foldText('Łódź'), 'lodz')
  })

  test('normalizing drops punctuation and possessives but keeps ids', ({ assert }) => {
    assert.equal(normalizeQuestion("What's on in Berlin's clubs?!"), 'what on in berlin clubs')
    assert.equal(
      normalizeQuestion('Tell me about berlin-halloween-2026, please.'),
      'tell me about berlin-halloween-2026 please'
    )
    assert.equal(normalizeQuestion('  -- "Kick-off" --  '), 'kick-off')
  })
})
