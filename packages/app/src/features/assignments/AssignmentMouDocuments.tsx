import type { Assignment } from '@mobilise/contract';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { uploadEndpoint } from '../../api/upload.ts';
import { RecordAttachments } from '../assets/index.ts';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

/**
 * The assignment's MOU documents, listed for download to whoever reads the assignment (the receiving
 * organisation while it is shared with it); those whose user_can holds `upload_mou_document` upload more.
 */
export function AssignmentMouDocuments({ assignment }: { assignment: Assignment }) {
  const { t } = useAssignmentsTranslation();
  const { id } = assignment;
  return (
    <DetailSection title={t('mouDocuments.heading')}>
      <RecordAttachments
        owner={{ assetable_type: 'assignment', assetable_id: id }}
        kept={{
          ids: assignment.mou_document_ids,
          endpoint: 'uploadAssignmentMouDocument',
          upload: (file) => uploadEndpoint('uploadAssignmentMouDocument', file, { params: { id } }),
        }}
        canEdit={assignment.user_can.includes('upload_mou_document')}
        listLabel={t('mouDocuments.list', { publicId: assignment.public_id })}
        uploadLabel={t('mouDocuments.upload')}
      />
    </DetailSection>
  );
}
