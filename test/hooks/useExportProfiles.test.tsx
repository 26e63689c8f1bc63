import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useExportProfiles } from '../../src/renderer/src/hooks/useExportProfiles'
import { useStatus } from '../../src/renderer/src/store/status'
import type { Result } from '../../src/shared/ipc/errors'
import type { ExportFile } from '../../src/shared/model/transfer'
import { mockApi, ok, resetAll } from '../components/fixtures'

const JSON_FILE: ExportFile = {
  fileName: 'token-desk-profiles-2026-11-21.json',
  text: '{"format":"token-desk-profiles","version":1,"profiles":[]}',
  count: 3,
}

/** What the page saved: jsdom has no object URLs and no downloads, so both are recorded. */
let downloads: { fileName: string; blob: Blob }[] = []
beforeEach(() => {
  downloads = []
  const blobs = new Map<string, Blob>()
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:export-${blobs.size}`
      blobs.set(url, blob)
      return url
    }),
    revokeObjectURL: vi.fn(),
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '')
    if (blob) downloads.push({ fileName: this.download, blob })
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  resetAll()
})

describe('useExportProfiles', () => {
  it('is exporting while main writes the file, then saves it as a download and says so', async () => {
    let answer: (result: Result<ExportFile>) => void = () => undefined
    const api = mockApi({
      exportProfiles: vi.fn(() => new Promise<Result<ExportFile>>((r) => (answer = r))),
    })
    const { result } = renderHook(() => useExportProfiles())
    expect(result.current.exporting).toBe(false)
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.exportAs('json', 'application/json')
    })
    expect(result.current.exporting).toBe(true)
    expect(api.exportProfiles).toHaveBeenCalledWith({ format: 'json' })
    await act(async () => {
      answer({ ok: true, value: JSON_FILE })
      await done
    })
    expect(result.current.exporting).toBe(false)
    expect(downloads.map((d) => d.fileName)).toEqual([JSON_FILE.fileName])
    expect(downloads[0]?.blob.type).toBe('application/json')
    expect(await downloads[0]?.blob.text()).toBe(JSON_FILE.text)
    expect(useStatus.getState().message).toMatchObject({
      text: `Exported 3 profiles to ${JSON_FILE.fileName}`,
      tone: 'ok',
    })
  })

  it('saves a CSV with the type it is given and counts one profile as one', async () => {
    const api = mockApi({
      exportProfiles: vi.fn(() =>
        ok({ fileName: 'profiles.csv', text: 'Name\r\nAcme\r\n', count: 1 }),
      ),
    })
    const { result } = renderHook(() => useExportProfiles())
    await act(() => result.current.exportAs('csv', 'text/csv'))
    expect(api.exportProfiles).toHaveBeenCalledWith({ format: 'csv' })
    expect(downloads[0]?.blob.type).toBe('text/csv')
    expect(useStatus.getState().message?.text).toBe('Exported 1 profile to profiles.csv')
  })

  it('says why in the status line when main cannot export, and saves nothing', async () => {
    mockApi({
      exportProfiles: vi.fn(() =>
        Promise.resolve({
          ok: false as const,
          error: { code: 'storage' as const, message: 'profiles.json cannot be read.' },
        }),
      ),
    })
    const { result } = renderHook(() => useExportProfiles())
    await act(() => result.current.exportAs('json', 'application/json'))
    expect(result.current.exporting).toBe(false)
    expect(downloads).toEqual([])
    expect(useStatus.getState().message).toMatchObject({
      text: 'Export failed: profiles.json cannot be read.',
      tone: 'error',
    })
  })
})
