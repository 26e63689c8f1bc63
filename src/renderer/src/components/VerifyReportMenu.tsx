import type { BulkVerifyOutcome } from '../../../shared/model/bulk'
import { verifyReport, type VerifyReportFormat } from '../../../shared/renew/verifyReport'
import { useT } from '../i18n'
import { downloadText } from '../lib/download'
import { useAppInfo } from '../store/appInfo'
import { useClock } from '../store/clock'
import { useProfileList } from '../store/profileList'
import { useSettings } from '../store/settings'
import { useStatus } from '../store/status'
import { DisclosureMenu } from './DisclosureMenu'

const formats: readonly VerifyReportFormat[] = ['html', 'csv', 'json']

/** Save the Verify results as a report: each profile's account, host, result and when. */
export function VerifyReportMenu({ outcomes }: { outcomes: readonly BulkVerifyOutcome[] }) {
  const t = useT('detail')
  const showStatus = useStatus((s) => s.show)
  const save = (format: VerifyReportFormat): void => {
    const byId = new Map(useProfileList.getState().profiles.map((p) => [p.id, p]))
    const version = useAppInfo.getState().info?.version
    const file = verifyReport(
      outcomes.map((outcome) => ({ outcome, profile: byId.get(outcome.profileId) ?? null })),
      format,
      useClock.getState().now,
      version ? `Token Desk ${version}` : 'Token Desk',
      useSettings.getState().settings.csvSeparator,
    )
    downloadText(file.fileName, file.text, file.type)
    showStatus(t('verifyReport.saved', { file: file.fileName }))
  }
  return (
    <DisclosureMenu
      label={t('verifyReport.label')}
      groupLabel={t('verifyReport.group')}
      disabled={outcomes.length === 0}
      busy={false}
      opens="below"
      choices={formats.map((format) => ({
        id: format,
        label: t(`verifyReport.${format}`),
        choose: () => save(format),
      }))}
      note={t('verifyReport.note')}
    />
  )
}
