import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProfileName } from '../../src/renderer/src/components/ProfileName'

afterEach(cleanup)

const parts = (name: string) => {
  const { container } = render(<ProfileName name={name} />)
  const root = container.firstElementChild
  return {
    title: root?.getAttribute('title') ?? null,
    head: root?.querySelector('.pi-name-head')?.textContent ?? null,
    tail: root?.querySelector('.pi-name-tail')?.textContent ?? null,
    text: root?.textContent,
  }
}

describe('a profile name in the sidebar', () => {
  it('leaves a short name whole', () => {
    expect(parts('Acme staging')).toEqual({
      title: null,
      head: null,
      tail: null,
      text: 'Acme staging',
    })
  })

  it('keeps the end of a long name in view, cut where a word starts, so near twins differ', () => {
    const get = parts('Demo · SMS API host (GET method)')
    cleanup()
    const post = parts('Demo · SMS API host (POST method)')
    // The space before the tail ends the head: a cut head takes it behind its "…".
    expect(get).toMatchObject({ head: 'Demo · SMS API host ', tail: '(GET method)' })
    expect(post.tail).toBe('(POST method)')
    // Read whole: by screen readers (text) and on hover (title).
    expect(post.text).toBe('Demo · SMS API host (POST method)')
    expect(post.title).toBe('Demo · SMS API host (POST method)')
  })

  it('never splits a character made of two code units', () => {
    const name = 'Team 🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊'
    const { head, tail } = parts(name)
    expect(`${head}${tail}`).toBe(name)
    expect(tail).toBe('🦊'.repeat(14))
  })
})
