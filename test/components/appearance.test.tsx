import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { AppearanceSettings } from '../../src/renderer/src/components/AppearanceSettings'
import { applyTheme, savedTheme } from '../../src/renderer/src/lib/theme'
import { resetAll } from './fixtures'

afterEach(() => {
  resetAll()
  localStorage.clear()
  applyTheme('system')
})

describe('the theme switch', () => {
  it('pins light or dark at once, remembers it, and System follows the system again', async () => {
    render(<AppearanceSettings />)
    expect(screen.getByRole('radio', { name: 'Same as the system' })).toHaveProperty(
      'checked',
      true,
    )
    expect(document.documentElement.dataset['theme']).toBeUndefined()

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement.dataset['theme']).toBe('dark')
    expect(savedTheme()).toBe('dark')

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }))
    expect(document.documentElement.dataset['theme']).toBe('light')

    await userEvent.click(screen.getByRole('radio', { name: 'Same as the system' }))
    expect(document.documentElement.dataset['theme']).toBeUndefined()
    expect(savedTheme()).toBe('system')
  })

  it('reads a damaged preference as System', () => {
    localStorage.setItem('token-desk:theme', 'purple')
    expect(savedTheme()).toBe('system')
  })
})
