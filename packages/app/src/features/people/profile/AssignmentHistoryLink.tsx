import { routePath } from '../../../routes/routePath.ts';
import { TextLink } from '../../my-aim/TextLink.tsx';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

/** The link from a person's profile to their assignment history. */
export function AssignmentHistoryLink({ personId }: { personId: number }) {
  const { t } = usePeopleTranslation();
  return (
    <p>
      <TextLink href={routePath('PersonProfilesAssignmentHistory', { id: personId })}>
        {t('assignmentHistory.link')}
      </TextLink>
    </p>
  );
}
