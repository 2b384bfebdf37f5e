import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '../../api/index.ts';
import { creativeAccessEndpoint, saveCreativeAccess } from './api/creative-access.ts';
import { currentUserQueryOptions } from './api/current-user.ts';
import { useCurrentUser } from './useCurrentUser.ts';

/**
 * Creative-access mode: saved to the server, shown at once (the support contact hides), and
 * what the switch changes (users/me) read again, failed or not, so every part of the app agrees with the
 * server. Two endpoints make one switch, and a failure must undo the change shown at once: so a plain
 * mutation refreshing when settled, rather than one endpoint's mutation refreshing on success.
 */
export const useCreativeAccess = () => {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const mutation = useMutation({
    mutationFn: saveCreativeAccess,
    onMutate: (isOn) => {
      queryClient.setQueryData(currentUserQueryOptions.queryKey, (current) =>
        current ? { ...current, is_creative_access: isOn } : current,
      );
    },
    onSettled: (_data, _error, isOn) => refreshAfterWrite(queryClient, creativeAccessEndpoint(isOn)),
  });
  return {
    isCreativeAccess: user?.is_creative_access ?? false,
    setCreativeAccess: mutation.mutate,
    /** The last toggle failed to save; the setting shown is the server's again. */
    error: mutation.error,
  };
};
