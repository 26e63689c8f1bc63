import { useState } from 'react'
import type { ImportFormat } from '../../../shared/model/transfer'
import { call } from '../lib/api'
import { downloadText } from '../lib/download'
import { sayOf, t } from '../i18n'
import { useStatus } from '../store/status'

/**
 * Export as JSON or CSV: main writes the text (no password or token in it),
 * the page saves it as a download and says so in the status line.
 */
export function useExportProfiles(
  /** Only these (the Board's selection); absent: every profile. */
  profileIds?: Iterable<string>,
): {
  exporting: boolean
  exportAs: (format: ImportFormat, type: string) => Promise<void>
} {
  const showStatus = useStatus((s) => s.show)
  const [exporting, setExporting] = useState(false)

  const exportAs = async (format: ImportFormat, type: string): Promise<void> => {
    setExporting(true)
    const result = await call((api) =>
      api.exportProfiles(profileIds ? { format, profileIds: [...profileIds] } : { format }),
    )
    setExporting(false)
    if (!result.ok) {
      showStatus(t('renew:export.failed', { message: sayOf(result.error) }), { tone: 'error' })
      return
    }
    const { fileName, text, count } = result.value
    downloadText(fileName, text, type)
    showStatus(t('renew:export.profiles', { count, fileName }))
  }

  return { exporting, exportAs }
}
