import { useEffect, useState } from 'react'
import type { ExchangeTrace } from '../../../shared/model/exchange'
import type { ProfileView } from '../../../shared/model/profile'
import { sayOf, t } from '../i18n'
import { call } from '../lib/api'
import { downloadText } from '../lib/download'
import { useStatus } from '../store/status'
import { historyVersion } from './historyVersion'

/**
 * A profile's kept exchanges (newest first), fetched again whenever the view
 * shows a change that adds one (historyVersion).
 */
export function useExchanges(profile: ProfileView): ExchangeTrace[] | null {
  const [traces, setTraces] = useState<ExchangeTrace[] | null>(null)
  const version = historyVersion(profile)

  useEffect(() => {
    let current = true
    void call((api) => api.listExchanges({ profileId: profile.id })).then((result) => {
      if (current) setTraces(result.ok ? result.value : [])
    })
    return () => {
      current = false
    }
    // `version` stands for the fields that add an exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version])

  return traces
}

/** One kept exchange, as main finds it. */
export interface ExchangeRef {
  profileId: string
  exchangeId: string
}

/** Copy for a ticket and Save as…: main builds the report from the stored trace. */
export function useTicket(): {
  busy: boolean
  copy: (ref: ExchangeRef) => Promise<void>
  save: (ref: ExchangeRef) => Promise<void>
} {
  const showStatus = useStatus((s) => s.show)
  const [busy, setBusy] = useState(false)

  const copy = async (ref: ExchangeRef): Promise<void> => {
    setBusy(true)
    const result = await call((api) => api.copyTicket(ref))
    setBusy(false)
    showStatus(
      result.ok
        ? t('requests:exchange.copied')
        : t('requests:exchange.copyFailed', { message: sayOf(result.error) }),
      result.ok ? {} : { tone: 'error' },
    )
  }

  const save = async (ref: ExchangeRef): Promise<void> => {
    setBusy(true)
    const result = await call((api) => api.saveTicket(ref))
    setBusy(false)
    if (!result.ok) {
      showStatus(t('requests:exchange.saveFailed', { message: sayOf(result.error) }), {
        tone: 'error',
      })
      return
    }
    downloadText(result.value.fileName, result.value.text, 'text/markdown')
    showStatus(t('requests:exchange.savedAs', { file: result.value.fileName }))
  }

  return { busy, copy, save }
}
