import { describe, expect, it } from 'vitest'
import { sanitizeUntrustedText } from '../../../src/agent/issue-prompt.ts'
import { visibleMarkdown } from '../../../src/agent/visible-text.ts'
import { HIDDEN_TEXT_CORPUS } from '../../fixtures/hidden-text-corpus.ts'

describe('only what a reader sees reaches the agent', () => {
  it.each(HIDDEN_TEXT_CORPUS)('$name', ({ markdown, hidden, visible }) => {
    const { text } = sanitizeUntrustedText(markdown, visibleMarkdown)
    for (const word of hidden)
      expect(text, `${JSON.stringify(word)} in ${text}`).not.toContain(word)
    for (const word of visible) expect(text, `${JSON.stringify(word)} in ${text}`).toContain(word)
  })

  it('counts what it removed', () => {
    expect(visibleMarkdown('a <!-- x --> [](https://x "t") ![alt](i.png)').hidden).toBe(4)
    expect(visibleMarkdown('plain text').hidden).toBe(0)
  })
})
