import { DetailSection } from '@mobilise/ui/DetailPage';
import { RecordAttachments } from '../../assets/index.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

export interface ProfileAttachmentsCardProps {
  personId: number;
  /** The person's name, which names the list. */
  name: string;
  /** The viewer may edit the profile, and so attach, rename, replace and delete its files. */
  canEdit: boolean;
}

/** The files attached to a person, as a card of their profile. */
export default function ProfileAttachmentsCard({ personId, name, canEdit }: ProfileAttachmentsCardProps) {
  const { t } = usePeopleTranslation();
  return (
    <DetailSection title={t('attachments.heading')}>
      <RecordAttachments
        owner={{ assetable_type: 'person_profile', assetable_id: personId }}
        canEdit={canEdit}
        listLabel={t('attachments.list', { name })}
        uploadLabel={t('attachments.upload')}
      />
    </DetailSection>
  );
}
