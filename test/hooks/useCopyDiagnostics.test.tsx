import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCopyDiagnostics } from '../../src/renderer/src/hooks/useCopyDiagnostics'
import type { Result } from '../../src/shared/ipc/errors'
import { mockApi, ok, resetAll } from '../components/fixtures'

afterEach(resetAll)

describe('useCopyDiagnostics', () => {
  it('is copying while main builds the report, then copied', async () => {
    let answer: (result: Result<{ lines: number }>) => void = () => undefined
    const api = mockApi({
      copyDiagnostics: vi.fn(() => new Promise<Result<{ lines: number }>>((r) => (answer = r))),
    })
    const { result } = renderHook(() => useCopyDiagnostics())
    expect(result.current.state).toEqual({ kind: 'idle' })
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.copy()
    })
    expect(result.current.state).toEqual({ kind: 'copying' })
    await act(async () => {
      answer({ ok: true, value: { lines: 12 } })
      await done
    })
    expect(result.current.state).toEqual({ kind: 'copied' })
    expect(api.copyDiagnostics).toHaveBeenCalledWith(undefined)
  })

  it('sends a failed panel’s error with the report', async () => {
    const api = mockApi({ copyDiagnostics: vi.fn(() => ok({ lines: 3 })) })
    const { result } = renderHook(() => useCopyDiagnostics())
    const rendererError = {
      panel: 'Main pane',
      name: 'TypeError',
      message: 'x',
      stack: 'TypeError: x\n    at Panel',
    }
    await act(() => result.current.copy(rendererError))
    expect(api.copyDiagnostics).toHaveBeenCalledWith({ rendererError })
  })

  it('keeps main’s error when the copy fails', async () => {
    const error = { code: 'internal', message: 'No clipboard.' } as const
    mockApi({ copyDiagnostics: vi.fn(() => Promise.resolve({ ok: false as const, error })) })
    const { result } = renderHook(() => useCopyDiagnostics())
    await act(() => result.current.copy())
    expect(result.current.state).toEqual({ kind: 'failed', error })
  })
})
