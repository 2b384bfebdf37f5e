import type { TeamStatus } from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { Inline } from '@mobilise/ui/Inline';
import { useTeamsAndUnitsTranslation } from './useTeamsAndUnitsTranslation.ts';

export interface RecordStatusProps {
  /** A team's status; units have none. */
  status?: TeamStatus;
  isArchived: boolean;
  size?: 'sm' | 'md';
}

/** A team's status (Draft, Published) and, for a team or unit, Archived: in words, not colour alone. */
export function RecordStatus({ status, isArchived, size = 'md' }: RecordStatusProps) {
  const { t } = useTeamsAndUnitsTranslation();
  return (
    <Inline space="xs">
      {status ? (
        <Badge tone={status === 'PUBLISHED' ? 'positive' : 'neutral'} size={size}>
          {t(`status.${status}`)}
        </Badge>
      ) : null}
      {isArchived ? (
        <Badge tone="caution" size={size}>
          {t('status.archived')}
        </Badge>
      ) : null}
    </Inline>
  );
}
