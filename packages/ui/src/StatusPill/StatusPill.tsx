import type { BadgeSize } from '../Badge/Badge.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { type StatusKind, type StatusOf, statusTone } from './statuses.ts';

export interface StatusPillProps<Kind extends StatusKind> {
  /** Which enum the status belongs to; it decides the allowed `status` values. */
  kind: Kind;
  /** The record's status, e.g. `FULFILLED` for a requisition (shown as "Filled"). */
  status: StatusOf<Kind>;
  /** @default 'md' */
  size?: BadgeSize;
}

/** A record's status as a translated pill in the tone of that status. */
export function StatusPill<Kind extends StatusKind>({ kind, status, size = 'md' }: StatusPillProps<Kind>) {
  const { t } = useUiTranslation();
  return (
    <Badge tone={statusTone(kind, status)} size={size}>
      {t(`status.${kind}.${status}`)}
    </Badge>
  );
}
