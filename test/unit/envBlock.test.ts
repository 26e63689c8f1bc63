import { describe, expect, it } from 'vitest'
import { envBlock, envNameOf } from '../../src/main/core/tokens/envBlock'

describe('the .env block', () => {
  it('makes portable variable names from any profile name', () => {
    expect(envNameOf('Dundee – production (EU)')).toBe('DUNDEE_PRODUCTION_EU')
    expect(envNameOf('Zürich façade')).toBe('ZURICH_FACADE')
    expect(envNameOf('42 staging')).toBe('P_42_STAGING')
    expect(envNameOf('—')).toBe('PROFILE')
  })

  it('never lets one line overwrite another, and quotes only what needs it', () => {
    expect(
      envBlock([
        { name: 'Acme prod', token: 'eyJ.a-b_c' },
        { name: 'acme-prod', token: 'x y' },
        { name: 'ACME PROD', token: 'z' },
      ]),
    ).toBe('ACME_PROD_TOKEN=eyJ.a-b_c\nACME_PROD_2_TOKEN="x y"\nACME_PROD_3_TOKEN=z\n')
    expect(envBlock([])).toBe('')
  })
})
