import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DemoPanel } from '../../src/renderer/src/components/DemoPanel'
import { i18n } from '../../src/renderer/src/i18n'
import { useDemo } from '../../src/renderer/src/store/demo'
import { useStatus } from '../../src/renderer/src/store/status'
import type { DemoStatus } from '../../src/shared/model/demo'
import { mockApi, ok, resetAll } from './fixtures'

beforeEach(async () => {
  await i18n.changeLanguage('de')
})
afterEach(async () => {
  resetAll()
  await i18n.changeLanguage('en')
})

const urls = {
  portal: 'http://127.0.0.1:41001',
  alternate: 'http://127.0.0.1:41002',
  apiHost: 'http://127.0.0.1:41003',
}
const running: DemoStatus = {
  service: {
    kind: 'running',
    urls,
    fault: 'status-503',
    latencyMs: 250,
    movedFrom: null,
  },
  profiles: 12,
  expectedProfiles: 15,
}

describe('the demo sandbox in German', () => {
  it('the panel, its fault form and the removal question', async () => {
    const setDemoFault = vi.fn(() => ok(running))
    mockApi({ demoStatus: vi.fn(() => ok(running)), setDemoFault })
    render(<DemoPanel />)
    const region = await screen.findByRole('region', { name: 'Demo-Sandbox' })
    await waitFor(() => expect(region.textContent).toContain(urls.portal))
    expect(within(region).getByText('Kundenportal')).toBeTruthy()
    expect(within(region).getByText('API-Host')).toBeTruthy()
    expect(region.textContent).toContain('12 von 15 Demo-Profilen sind vorhanden.')
    expect(within(region).getByRole('button', { name: 'Fehlende hinzufügen' })).toBeTruthy()
    expect(within(region).getByRole('status').textContent).toBe(
      `Kundenportal derzeit: ${i18n.t('labels:demoFault.status-503')}, nach 250 ms.`,
    )
    const user = userEvent.setup()
    const delay = within(region).getByLabelText('Verzögerung (ms)')
    await user.clear(delay)
    await user.type(delay, '1.5')
    await user.click(within(region).getByRole('button', { name: 'Übernehmen' }))
    expect(setDemoFault).not.toHaveBeenCalled()
    expect(region.textContent).toContain('Geben Sie ganze Millisekunden von 0 bis 120000 ein.')
    await user.click(within(region).getByRole('button', { name: 'Demo-Profile entfernen' }))
    const confirm = within(region).getByRole('group', { name: 'Entfernen der Demo bestätigen' })
    expect(confirm.textContent).toContain(
      'Alle 12 Demo-Profile entfernen und die Sandbox beenden? Ihre gespeicherten Passwörter und Tokens werden ebenfalls entfernt.',
    )
    expect(region.textContent).not.toContain('Demo sandbox')
    expect(region.textContent).not.toContain('Customer portal now')
    expect(region.textContent).not.toContain('Enter whole milliseconds')
  })

  it('says in German what the removal did', async () => {
    mockApi({
      demoStatus: vi.fn(() => ok(running)),
      removeDemo: vi.fn(() => ok({ removed: 1 })),
      listProfiles: vi.fn(() => ok([])),
    })
    await useDemo.getState().remove()
    expect(useStatus.getState().message?.text).toBe(
      '1 Demo-Profil entfernt und die Sandbox beendet.',
    )
  })
})
