import { describe, expect, it, vi } from 'vitest'
import { authorizeCommenter } from '../../../src/agent/authorize.ts'
import type { RepositoryAccess } from '../../../src/shared/github/client.ts'
import type { CommentRef } from '../../../src/shared/github/trigger.ts'

const comment = (login: string, isBot = false, body = '/docs add a page'): CommentRef => ({
  id: 1,
  body,
  url: 'https://github.com/acme/docs/issues/1#issuecomment-1',
  author: { login, isBot },
})

function access(permission: string, roleName = permission) {
  return vi.fn(async (_login: string): Promise<RepositoryAccess> => ({ permission, roleName }))
}

describe('authorizeCommenter', () => {
  it.each([
    ['admin', 'admin'],
    ['write', 'maintain'],
    ['write', 'write'],
    ['write', 'docs-editor'], // a custom role built on write
  ])('allows %s access (role %s)', async (permission, role) => {
    const decision = await authorizeCommenter(
      comment('dev'),
      [],
      access(permission, role),
      'acme/docs',
    )
    expect(decision.allowed).toBe(true)
  })

  it.each([
    ['read', 'triage'],
    ['read', 'read'],
    ['none', 'none'],
  ])('refuses %s access (role %s), naming the way in', async (permission, role) => {
    const decision = await authorizeCommenter(
      comment('visitor'),
      [],
      access(permission, role),
      'acme/docs',
    )
    expect(decision).toEqual({
      allowed: false,
      reason: expect.stringMatching(
        new RegExp(
          `\`visitor\` has ${role} access to acme/docs; only users with write access, or listed in \`allowed-users\``,
        ),
      ),
    })
  })

  it('lets a listed login through whatever the case, without asking GitHub', async () => {
    const accessOf = access('read')
    const decision = await authorizeCommenter(
      comment('Docs-Writer'),
      ['docs-writer'],
      accessOf,
      'acme/docs',
    )
    expect(decision.allowed).toBe(true)
    expect(accessOf).not.toHaveBeenCalled()
  })

  it('refuses bots unless listed, without asking GitHub', async () => {
    const accessOf = access('admin')
    const refused = await authorizeCommenter(
      comment('helper[bot]', true),
      [],
      accessOf,
      'acme/docs',
    )
    expect(refused).toEqual({ allowed: false, reason: expect.stringMatching(/is a bot/) })
    const listed = await authorizeCommenter(
      comment('helper[bot]', true),
      ['helper[bot]'],
      accessOf,
      'acme/docs',
    )
    expect(listed.allowed).toBe(true)
    expect(accessOf).not.toHaveBeenCalled()
  })

  it("refuses the action's own tracking comment, even from a listed admin", async () => {
    const own = comment(
      'admin-user',
      false,
      '<!-- mintlify-docs-agent job=job_1 state=working -->\nx',
    )
    const decision = await authorizeCommenter(own, ['admin-user'], access('admin'), 'acme/docs')
    expect(decision).toEqual({
      allowed: false,
      reason: expect.stringMatching(/own tracking comment/),
    })
  })
})
