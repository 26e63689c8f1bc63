/// <reference types="vite/client" />
import { afterEach, expect, it, vi } from 'vitest'
import { z } from 'zod'

/**
 * Every module of main's core and the shared code, as a start loads them:
 * none may build a zod schema at load (lazySchema builds each on first
 * use). zod tells of each node it builds through its post-processor.
 */
const modules = import.meta.glob(['../../src/shared/**/*.ts', '../../src/main/core/**/*.ts'])

afterEach(() => {
  z.config({ postProcessor: undefined })
})

it('loading main’s core and the shared code builds no schema', async () => {
  const built: string[] = []
  // Each node told by where in the app it was built, and from where.
  const where = () =>
    (new Error().stack ?? '')
      .split('\n')
      .filter((line) => line.includes('/src/'))
      .slice(0, 2)
      .map((line) => line.trim())
      .join(' ← ')
  z.config({ postProcessor: () => built.push(where()) })
  z.string()
  // The telling works: a schema built now is told.
  expect(built).toHaveLength(1)
  built.length = 0
  // This file's setup loaded them already (test/helpers/core): load them anew.
  vi.resetModules()
  for (const load of Object.values(modules)) await load()
  expect(Object.keys(modules).length).toBeGreaterThan(200)
  expect(built).toEqual([])
})
