import { describe, expect, it } from 'vitest'
import { inRepository, pullRequestOf } from '../../../../src/shared/github/pull-request.ts'

describe('pullRequestOf: a prLink is used only when it is a pull request on this server', () => {
  it.each([
    [
      'https://github.com/acme/docs/pull/12',
      'https://github.com',
      { owner: 'acme', repo: 'docs', number: 12 },
    ],
    [
      'https://github.com/acme/docs/pull/12/files',
      'https://github.com',
      { owner: 'acme', repo: 'docs', number: 12 },
    ],
    [
      'https://ghe.example.com/acme/docs/pull/3',
      'https://ghe.example.com',
      { owner: 'acme', repo: 'docs', number: 3 },
    ],
  ])('%s on %s', (link, server, expected) => {
    expect(pullRequestOf(link, server)).toEqual(expected)
  })

  it.each([
    ['http://github.com/acme/docs/pull/12', 'plain http'],
    ['https://evil.example/acme/docs/pull/12', 'another host'],
    ['https://github.com.evil.example/acme/docs/pull/12', 'a look-alike host'],
    ['https://user:pw@github.com/acme/docs/pull/12', 'credentials'],
    ['https://github.com/acme/docs/issues/12', 'an issue'],
    ['https://github.com/acme/docs/pull/0', 'number 0'],
    ['https://github.com/acme/docs/pull/12abc', 'not a number'],
    ['https://github.com/acme/../docs/pull/12', 'a dot segment'],
    ['https://github.com/acme/docs/pull/12/files/extra', 'a deeper path'],
    ['javascript:alert(1)', 'another scheme'],
    ['not a url', 'not a URL'],
  ])('refuses %s (%s)', (link) => {
    expect(pullRequestOf(link, 'https://github.com')).toBeUndefined()
  })

  it('compares repositories as GitHub does, without case', () => {
    const pr = { owner: 'Acme', repo: 'Docs', number: 1 }
    expect(inRepository(pr, 'acme', 'docs')).toBe(true)
    expect(inRepository(pr, 'acme', 'site')).toBe(false)
  })
})
