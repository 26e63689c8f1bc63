import { act, render, screen } from '@testing-library/react'
import { memo } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n, useT } from '../../src/renderer/src/i18n'

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

const seen: unknown[] = []

/** Memoised, as the rows are: only a change to what it reads renders it again. */
const Hint = memo(function Hint() {
  const t = useT('sidebar')
  seen.push(t)
  return <p>{t('pane.select')}</p>
})

describe('useT', () => {
  it('renders every component again in the new language, with a new t', async () => {
    seen.length = 0
    render(
      <>
        <Hint />
        <Hint />
      </>,
    )
    expect(screen.getAllByText('Select a profile in the list.')).toHaveLength(2)
    // Both share their namespace's one t.
    expect(seen[0]).toBe(seen[1])
    await act(() => i18n.changeLanguage('de'))
    expect(screen.getAllByText('Wählen Sie ein Profil in der Liste aus.')).toHaveLength(2)
    const german = seen.at(-1)
    expect(german).not.toBe(seen[0])
    await act(() => i18n.changeLanguage('en'))
    expect(screen.getAllByText('Select a profile in the list.')).toHaveLength(2)
    expect(seen.at(-1)).not.toBe(german)
  })

  it('gives the same t to every render while nothing changes', () => {
    seen.length = 0
    const { rerender } = render(<Hint key="a" />)
    rerender(<Hint key="b" />)
    expect(seen).toHaveLength(2)
    expect(seen[0]).toBe(seen[1])
  })
})
