import type { ScryptCost } from '../../src/main/core/lock/passphraseHash'

/** scrypt at the smallest cost the stored form accepts (2^10): the same code, a fraction of the time. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 }
