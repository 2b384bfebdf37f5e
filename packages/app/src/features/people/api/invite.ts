import { type PersonProfileInvitation, personProfileInvitePath } from '@mobilise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, trusted } from '../../../api/index.ts';
import { personProfileKeys } from '../../my-aim/api/person-profiles.ts';

/**
 * `POST api/person-profiles/{id}/invite`: mails the person their register link; the profile is read again
 * so that its invitedOn shows the new date. The component shows a failure.
 */
export const useSendInvite = (personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { emitsErrorEvent: true },
    mutationFn: () =>
      apiRequest(personProfileInvitePath(personId), {
        method: 'POST',
        schema: trusted<PersonProfileInvitation>(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personProfileKeys.detail(personId) }),
  });
};
