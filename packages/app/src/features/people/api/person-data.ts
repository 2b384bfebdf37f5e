import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../api/download.ts';
import { useEndpointMutation } from '../../../api/endpoint-mutations.ts';
import { saveFile } from '../../../api/index.ts';

/**
 * Downloads everything held about a person as one ZIP through the API client, so a refusal is an error
 * the component words instead of a file holding it. A download changes nothing: no query is refreshed.
 */
export const usePersonDataDownload = () =>
  useMutation({
    meta: { emitsErrorEvent: true },
    mutationFn: async (personId: number) => {
      const { blob, fileName } = await downloadEndpoint('exportPersonData', { params: { id: personId } });
      saveFile(blob, fileName ?? `person-${personId}-data.zip`);
    },
  });

/**
 * Purges a person's personal data (`mutate({ params: { id }, body: { confirmation } })`); every query of
 * the records it touches is read again, so the profile shows the removed person. The dialog shows a failure.
 */
export const usePurgePerson = () =>
  useEndpointMutation('purgePersonProfile', { meta: { emitsErrorEvent: true } });
