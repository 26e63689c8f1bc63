import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewRequestControls } from '../../src/renderer/src/components/requests/NewRequestControls'
import { hasChanges, useRequestEditor } from '../../src/renderer/src/store/requestEditor'
import { useRequestCollections } from '../../src/renderer/src/store/requestCollections'
import { mockApi, ok, resetAll } from './fixtures'

afterEach(() => {
  resetAll()
  useRequestEditor.setState({ sessions: {} })
})

const session = () => {
  const s = useRequestEditor.getState().sessions['p1']
  if (s === undefined) throw new Error('no session')
  return s
}

function renderControls() {
  useRequestEditor.getState().open('p1', 'bearer')
  render(<NewRequestControls profileId="p1" headerStyle="bearer" />)
  return userEvent.setup()
}

describe('starting a new request', () => {
  it('fills the editor from a template at once while nothing was changed', async () => {
    const user = renderControls()
    await user.selectOptions(screen.getByLabelText('Template'), 'Flow trigger for this account')
    expect(session().draft.name).toBe('Trigger flow')
    expect(hasChanges(session())).toBe(false)
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('asks before a template replaces an edited request; Keep editing loses nothing', async () => {
    const user = renderControls()
    useRequestEditor.getState().edit('p1', { name: 'Second edit', url: '/second/edit' })
    expect(hasChanges(session())).toBe(true)

    await user.selectOptions(screen.getByLabelText('Template'), 'Flow trigger for this account')
    const question = screen.getByRole('group', { name: 'Replace the request being edited' })
    expect(question.textContent).toContain(
      'The request you are editing has changes that are not saved. Start “Flow trigger for this account” instead and lose them?',
    )
    expect(session().draft.name).toBe('Second edit')
    // The safe answer has the focus; Escape or it keeps the draft and the template shown before.
    expect(document.activeElement?.textContent).toBe('Keep editing')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group')).toBeNull()
    expect(session().draft.url).toBe('/second/edit')
    expect((screen.getByLabelText('Template') as HTMLSelectElement).value).toBe('blank')

    // New request asks too; Replace it starts afresh.
    await user.click(screen.getByRole('button', { name: 'New request' }))
    await user.click(
      within(screen.getByRole('group', { name: 'Replace the request being edited' })).getByRole(
        'button',
        { name: 'Replace it' },
      ),
    )
    expect(session().draft.name).toBe('Untitled request')
    expect(hasChanges(session())).toBe(false)
    // Answered, focus goes back to the select (not the page's body).
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Template')))
  })

  it('a deleted saved request left in the editor is its only copy: a template asks first', async () => {
    const user = renderControls()
    useRequestEditor.setState((s) => ({
      sessions: { ...s.sessions, p1: { ...session(), savedId: 'r1' } },
    }))
    useRequestCollections.setState({
      collections: {
        p1: {
          status: 'ready',
          requests: [],
          history: [],
          probe: null,
          targets: null,
          error: null,
        },
      },
    })
    mockApi({ deleteRequest: vi.fn(() => ok({ requestId: 'r1' })) })
    await useRequestEditor.getState().remove('p1')
    expect(hasChanges(session())).toBe(true)
    await user.selectOptions(screen.getByLabelText('Template'), 'Flow trigger for this account')
    expect(screen.getByRole('group', { name: 'Replace the request being edited' })).toBeTruthy()
  })
})
