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
  it('pins light or dark on Save, remembers it, and System follows the system again', async () => {
    render(<AppearanceSettings />)
    expect(screen.getByRole('radio', { name: 'Same as the system' })).toHaveProperty(
      'checked',
      true,
    )
    expect(document.documentElement.dataset['theme']).toBeUndefined()

    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save appearance' }))
    // Chosen, not saved: nothing changes yet (every section of Settings saves with its button).
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(document.documentElement.dataset['theme']).toBeUndefined()
    await save()
    expect(document.documentElement.dataset['theme']).toBe('dark')
    expect(savedTheme()).toBe('dark')
    expect(screen.getByRole('status').textContent).toBe('Saved.')

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }))
    await save()
    expect(document.documentElement.dataset['theme']).toBe('light')

    await userEvent.click(screen.getByRole('radio', { name: 'Same as the system' }))
    await save()
    expect(document.documentElement.dataset['theme']).toBeUndefined()
    expect(savedTheme()).toBe('system')
  })

  it('reads a damaged preference as System', () => {
    localStorage.setItem('token-desk:theme', 'purple')
    expect(savedTheme()).toBe('system')
  })
})
