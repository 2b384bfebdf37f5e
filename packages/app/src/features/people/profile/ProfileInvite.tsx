import type { FullPersonProfile } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { Button } from '@mobilise/ui/Button';
import { formatDisplayTimestamp } from '@mobilise/ui/dates';
import { Stack } from '@mobilise/ui/Stack';
import { ApiError, NetworkError } from '../../../api/index.ts';
import { useSendInvite } from '../api/invite.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

type InvitedPerson = Pick<
  FullPersonProfile,
  | 'id'
  | 'userId'
  | 'userCan'
  | 'invitedOn'
  | 'aimPositionalEmail'
  | 'aimPersonalEmail'
  | 'aimAlternativeEmail'
>;

/**
 * Whether the reader may send the person the invite that lets them register: the person has no account
 * but an e-mail address, and the reader may edit them. The server decides for certain.
 */
export const canInvite = (person: InvitedPerson) =>
  person.userId === null &&
  person.userCan.includes('update') &&
  Boolean(person.aimPositionalEmail || person.aimPersonalEmail || person.aimAlternativeEmail);

/** The key of the message saying why the invite was not sent; the server's own words for other refusals. */
const problemKey = (error: unknown) => {
  if (error instanceof NetworkError) return 'profile.invite.problem.network';
  if (!(error instanceof ApiError)) return 'profile.invite.problem.other';
  if (error.status === 422 && error.errors.email) return 'profile.invite.problem.noEmail';
  if (error.status === 429) return 'profile.invite.problem.rateLimited';
  return undefined;
};

/**
 * "Send invite" ("Send the invite again" once invited) for a person without an account, and what came of
 * the press: "Invite sent" with its date, or why it failed. Nothing for anyone else.
 */
export function ProfileInvite({ person }: { person: InvitedPerson }) {
  const { t, language } = usePeopleTranslation();
  const send = useSendInvite();
  if (!canInvite(person)) return null;
  const problem = send.isError ? problemKey(send.error) : undefined;
  return (
    <Stack space="sm" align="start">
      <Button
        variant="secondary"
        isPending={send.isPending}
        onPress={() => send.mutate({ params: { id: person.id } })}
      >
        {t(person.invitedOn === null ? 'profile.invite.send' : 'profile.invite.sendAgain')}
      </Button>
      {send.isSuccess ? (
        <Alert tone="positive" isLive>
          {t('profile.invite.sent', { date: formatDisplayTimestamp(send.data.invitedOn, language) })}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert tone="critical" title={t('profile.invite.problem.title')} isLive>
          {problem ? t(problem) : send.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
