import type { BulkVerifyOutcome } from '../../../shared/model/bulk'
import { verifyReport, type VerifyReportFormat } from '../../../shared/renew/verifyReport'
import { downloadText } from '../lib/download'
import { useAppInfo } from '../store/appInfo'
import { useClock } from '../store/clock'
import { useProfileList } from '../store/profileList'
import { useStatus } from '../store/status'
import { DisclosureMenu } from './DisclosureMenu'

const choices: { format: VerifyReportFormat; label: string }[] = [
  { format: 'html', label: 'Page to print or attach (HTML)' },
  { format: 'csv', label: 'CSV (spreadsheet)' },
  { format: 'json', label: 'JSON' },
]

/** Save the Verify results as a report: each profile's account, host, result and when. */
export function VerifyReportMenu({ outcomes }: { outcomes: readonly BulkVerifyOutcome[] }) {
  const showStatus = useStatus((s) => s.show)
  const save = (format: VerifyReportFormat): void => {
    const byId = new Map(useProfileList.getState().profiles.map((p) => [p.id, p]))
    const version = useAppInfo.getState().info?.version
    const file = verifyReport(
      outcomes.map((outcome) => ({ outcome, profile: byId.get(outcome.profileId) ?? null })),
      format,
      useClock.getState().now,
      version ? `Token Desk ${version}` : 'Token Desk',
    )
    downloadText(file.fileName, file.text, file.type)
    showStatus(`Saved the Verify results to ${file.fileName}`)
  }
  return (
    <DisclosureMenu
      label="Save report"
      groupLabel="Save the Verify results as"
      disabled={outcomes.length === 0}
      busy={false}
      opens="below"
      choices={choices.map((c) => ({ id: c.format, label: c.label, choose: () => save(c.format) }))}
      note="Each profile's account, host, result and when: no token or password."
    />
  )
}
