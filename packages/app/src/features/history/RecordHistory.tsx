import type { RecordHistoryEntry } from '@mobilise/contract';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { formatDisplayDateTime } from '@mobilise/ui/dates';
import { toLanguage } from '@mobilise/ui/i18n';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../../api/endpoint-queries.ts';
import { QueryStates, useMyAimTranslation } from '../../shared/index.ts';
import * as styles from './RecordHistory.css.ts';

/** A record that has a history: an assignment or a person profile. */
export interface HistoryRecord {
  type: 'assignment' | 'person_profile';
  id: number;
}

const historyEndpoints = {
  assignment: 'getAssignmentHistory',
  person_profile: 'getPersonProfileHistory',
} as const;

/**
 * Who changed the record, what and when, newest first, as the audit log tells it: each change said in
 * the reader's language (a change the app has no words for yet reads "Changed"), its author and its
 * date and time. The section refreshes with the record, since every write of it refreshes both.
 */
export function RecordHistory({ record }: { record: HistoryRecord }) {
  const { t } = useMyAimTranslation();
  const history = useQuery(
    endpointQueryOptions(historyEndpoints[record.type], { params: { id: record.id } }),
  );
  return (
    <DetailSection title={t('recordHistory.heading')}>
      <QueryStates
        query={history}
        errorText={t('recordHistory.error')}
        emptyText={t('recordHistory.empty')}
        isEmpty={(entries) => entries.length === 0}
      >
        {(entries) => (
          <ol className={styles.list} aria-label={t('recordHistory.list')}>
            {entries.map((entry, index) => (
              // Two changes may share their moment and action, never their place in the answer.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on refresh
              <HistoryEntry key={index} entry={entry} />
            ))}
          </ol>
        )}
      </QueryStates>
    </DetailSection>
  );
}

function HistoryEntry({ entry }: { entry: RecordHistoryEntry }) {
  const { t, i18n } = useMyAimTranslation();
  const actionKey = `recordHistory.actions.${entry.action}`;
  // The action is a stable key the server stores; a new one reads as a plain change until it has words.
  const what = i18n.exists(actionKey, { ns: 'myAim' })
    ? t(actionKey as 'recordHistory.changed')
    : t('recordHistory.changed');
  const who =
    entry.actor === null
      ? t('recordHistory.bySystem')
      : entry.actor.name === null
        ? t('recordHistory.bySomeone')
        : t('recordHistory.by', { name: entry.actor.name });
  return (
    <li className={styles.entry}>
      <span className={styles.what}>{what}</span>
      <span className={styles.meta}>
        {who} · <time dateTime={entry.at}>{formatDisplayDateTime(entry.at, toLanguage(i18n.language))}</time>
      </span>
    </li>
  );
}
