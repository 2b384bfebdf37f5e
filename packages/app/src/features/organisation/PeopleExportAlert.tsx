import { Alert } from '@mobilise/ui/Alert';
import { useDownloadProblemMessage } from './useDownloadProblemMessage.ts';

/** Why the CSV of Manage people could not be downloaded and what to do, announced as it appears. */
export function PeopleExportAlert({ error }: { error: unknown }) {
  const { title, messageOf } = useDownloadProblemMessage();
  return (
    <Alert tone="critical" title={title} isLive>
      {messageOf(error)}
    </Alert>
  );
}
