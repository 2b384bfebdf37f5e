import { Button } from '@mobilise/ui/Button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadProblemMessage } from '../features/organisation/index.ts';
import { type ReportDownload, reportDownloadRequests } from './report-downloads.ts';

// Loaded when a download first fails: every signed-in page has the shell, few show this.
const Modal = lazy(() => import('@mobilise/ui/Modal').then((m) => ({ default: m.Modal })));

/** What the file is saved as when the server gives no name. */
const fallbackFileNames: Record<ReportDownload['name'], string> = {
  downloadAboReport: 'abo-report',
  downloadRhafReport: 'rhaf-report',
  downloadEligibleVotersReport: 'eligible-voters-report',
};
const fallbackFileName = ({ name, historical }: ReportDownload) =>
  `${fallbackFileNames[name]}${historical ? '-historical' : ''}.csv`;

/** Fetches a report through the API client and saves it; the fetching code comes with the first click. */
const downloadReport = async (download: ReportDownload) => {
  const [{ downloadEndpoint }, { saveFile }] = await Promise.all([
    import('../api/download.ts'),
    import('../api/save-file.ts'),
  ]);
  const { blob, fileName } = await (download.name === 'downloadAboReport'
    ? downloadEndpoint('downloadAboReport', { query: download.historical ? { historical: true } : {} })
    : downloadEndpoint(download.name));
  saveFile(blob, fileName ?? fallbackFileName(download));
};

/**
 * The sidebar's report links (ABO, historic ABO, RHAF, eligible voters): each click fetches the CSV and
 * saves it, and a refusal (403 for a reader who may not have it, 429 after too many downloads, no answer)
 * opens a dialog that says why and what to do.
 */
export function ReportDownloads() {
  const { t } = useTranslation('shell');
  const { title, messageOf } = useDownloadProblemMessage();
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(
    () =>
      reportDownloadRequests.subscribe((download) => {
        setProblem(null);
        downloadReport(download).catch((error: unknown) => setProblem(error ?? new Error('Download failed')));
      }),
    [],
  );
  if (problem === null) return null;
  return (
    <Suspense>
      <Modal
        role="alertdialog"
        title={title}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) setProblem(null);
        }}
        actions={(close) => <Button onPress={close}>{t('reportDownload.close')}</Button>}
      >
        {messageOf(problem)}
      </Modal>
    </Suspense>
  );
}
