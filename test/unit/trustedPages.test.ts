import { describe, expect, it } from 'vitest'
import { APP_START_URL, trustedPages } from '../../src/main/trustedPages'

describe('trustedPages', () => {
  describe("in development, the dev server's origin as well as our own pages", () => {
    const trusted = trustedPages('http://localhost:5173')

    it.each(['http://localhost:5173/', 'http://localhost:5173/index.html?x=1#y', APP_START_URL])(
      'accepts %s',
      (url) => expect(trusted(url)).toBe(true),
    )

    it.each([
      'http://localhost:5174/',
      'https://localhost:5173/',
      'http://127.0.0.1:5173/',
      'http://u@localhost:5173/',
      'http://u:p@localhost:5173/',
      'http://localhost:5173.evil/',
      'not a url',
    ])('refuses %s', (url) => expect(trusted(url)).toBe(false))
  })

  describe('packaged (no dev server)', () => {
    const trusted = trustedPages()

    it('accepts our own pages only', () => {
      expect(trusted(APP_START_URL)).toBe(true)
      expect(trusted('app://token-desk/assets/index.js')).toBe(true)
    })

    it.each([
      'http://localhost:5173/',
      'app://token-desk.evil/index.html',
      'app://evil@token-desk/index.html',
      'http://token-desk/index.html',
      '',
    ])('refuses %s', (url) => expect(trusted(url)).toBe(false))
  })
})
