import { useEndpointMutation } from '../../../api/endpoint-mutations.ts';

/**
 * Mails a person their register link (`mutate({ params: { id } })`). Every person profiles query is read
 * again, so that the profile's invitedOn shows the new date wherever it is shown. The component shows a
 * failure.
 */
export const useSendInvite = () =>
  useEndpointMutation('invitePersonProfile', { meta: { emitsErrorEvent: true } });
