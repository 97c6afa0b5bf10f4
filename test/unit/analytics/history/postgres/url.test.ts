import { describe, expect, it } from 'vitest'
import {
  parsePostgresUrl,
  postgresUrlProblem,
  postgresUrlSecrets,
  redactPostgresUrl,
} from '../../../../../src/analytics/history/postgres/url.ts'

describe('parsePostgresUrl', () => {
  it('reads host, port, role, password and database, decoded, and describes them without the password', () => {
    const target = parsePostgresUrl(
      'postgresql://an%40alyst:p%2Fss%20w@db.example.com:6543/docs%2Dstats',
    )
    expect(target).toMatchObject({
      host: 'db.example.com',
      port: 6543,
      user: 'an@alyst',
      password: 'p/ss w',
      database: 'docs-stats',
      sslMode: undefined,
      description: 'db.example.com:6543/docs-stats',
    })
  })

  it("defaults to port 5432 and, like libpq, to the role's name for the database; unbrackets IPv6", () => {
    expect(parsePostgresUrl('postgres://reader@[::1]')).toMatchObject({
      host: '::1',
      port: 5432,
      database: 'reader',
      password: '',
      description: '[::1]:5432/reader',
    })
  })

  it('reads sslmode and the certificate files; lists the parameters it does not read', () => {
    const target = parsePostgresUrl(
      'postgres://u:p@h/db?sslmode=verify-full&sslrootcert=/ca.pem&connect_timeout=0&options=-c%20statement_timeout%3D0',
    )
    expect(target).toMatchObject({
      sslMode: 'verify-full',
      sslFiles: { sslrootcert: '/ca.pem' },
      ignoredParameters: ['connect_timeout', 'options'],
    })
  })

  it.each([
    ['not a url', 'is not a valid postgres:// URL'],
    ['mysql://u:p@h/db', 'must start with postgres:// or postgresql://'],
    ['postgres:///db', 'names no host'],
    ['postgres://h/db', 'names no user'],
    ['postgres://u:%E0%A4%A@h/db', 'not valid UTF-8'],
    [
      'postgres://u:p@h/db?sslmode=allow',
      'unknown sslmode: allowed are disable, prefer, require, verify-ca, verify-full, no-verify',
    ],
  ])('refuses %s in one sentence naming `store`, without the URL', (url, problem) => {
    const sentence = postgresUrlProblem(url)
    expect(sentence).toContain('Input `store`')
    expect(sentence).toContain(problem)
    expect(sentence).not.toContain(url)
  })

  it('accepts a usable URL', () => {
    expect(postgresUrlProblem('postgres://u:p@h/db?sslmode=no-verify')).toBeUndefined()
  })
})

describe('redactPostgresUrl', () => {
  const url = 'postgres://u:s%3Acret%2Bpw@h/db'

  it('masks the URL and the password as written and decoded', () => {
    expect(postgresUrlSecrets(url)).toEqual([url, 's%3Acret%2Bpw', 's:cret+pw'])
    const text = `failed for ${url}; sent s:cret+pw and s%3Acret%2Bpw`
    expect(redactPostgresUrl(text, url)).toBe('failed for ***; sent *** and ***')
  })

  it('masks a text that is not a URL as a whole', () => {
    expect(postgresUrlSecrets('garbage')).toEqual(['garbage'])
  })
})
