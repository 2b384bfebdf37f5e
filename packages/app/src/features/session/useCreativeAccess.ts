import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCreativeAccess } from './api/creative-access.ts';
import { currentUserQueryOptions } from './api/current-user.ts';
import { useCurrentUser } from './useCurrentUser.ts';

/**
 * Creative-access mode (spec 01 §1): saved to the server, shown at once (the support contact hides), and
 * users/me read again so every part of the app agrees with the server.
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
  return {
    isCreativeAccess: user?.is_creative_access ?? false,
    setCreativeAccess: mutation.mutate,
    /** The last toggle failed to save; the setting shown is the server's again. */
    error: mutation.error,
  };
};
