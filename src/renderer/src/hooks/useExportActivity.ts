import { useState } from 'react'
import type { ActivityExportFormat, ActivityFilter } from '../../../shared/model/activityFilter'
import { call } from '../lib/api'
import { downloadText } from '../lib/download'
import { sayOf, t } from '../i18n'
import { useStatus } from '../store/status'

const types: Record<ActivityExportFormat, string> = {
  csv: 'text/csv',
  jsonl: 'application/x-ndjson',
}

/**
 * The activity in view as CSV or JSON Lines: main reads every profile's log
 * and applies the same filter the table does; the page saves the download.
 */
export function useExportActivity(
  /** Only these (one profile's table, the Board's selection); absent: every profile. */
  profileIds: Iterable<string> | undefined,
  filter: ActivityFilter,
): { exporting: boolean; exportAs: (format: ActivityExportFormat) => Promise<void> } {
  const showStatus = useStatus((s) => s.show)
  const [exporting, setExporting] = useState(false)

  const exportAs = async (format: ActivityExportFormat): Promise<void> => {
    setExporting(true)
    const ids = profileIds ? [...profileIds] : undefined
    const result = await call((api) =>
      api.exportActivity(ids ? { format, filter, profileIds: ids } : { format, filter }),
    )
    setExporting(false)
    if (!result.ok) {
      showStatus(t('renew:export.failed', { message: sayOf(result.error) }), { tone: 'error' })
      return
    }
    const { fileName, text, count } = result.value
    downloadText(fileName, text, types[format])
    showStatus(t('renew:export.activity', { count, fileName }))
  }

  return { exporting, exportAs }
}
