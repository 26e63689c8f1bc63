import { z } from 'zod'
import { asSaid, type Said } from './said'
import { lazySchema } from '../model/lazySchema'

/**
 * A Said as a schema checks it where one is read back or crosses a checked
 * boundary (a kept exchange, a window command); the window still checks
 * its keys against its catalogs before it says one (sayOf).
 */
export const saidSchema = lazySchema(() => z.custom<Said>((value) => asSaid(value) !== undefined))
