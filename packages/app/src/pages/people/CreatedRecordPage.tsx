import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIdParam } from '../../features/people/index.ts';
import { RecordStates } from '../../shared/index.ts';
import * as styles from '../../shared/page.css.ts';

export interface CreatedRecordPageProps<Data> {
  /** Loads the record of the URL's id, once that id can name one. */
  useRecord: (id: number | null) => UseQueryResult<Data>;
  title: string;
  /** What was created, in a sentence. */
  text: (record: Data) => string;
  /** Where to go next: links to the record and onwards. */
  actions: (record: Data) => ReactNode;
  /** What else may be done with the record at once, under the links. */
  more?: (record: Data) => ReactNode;
}

/** A "… created" page of the people area (/{entity}/{id}/created): the record just created, and where next. */
export function CreatedRecordPage<Data>({
  useRecord,
  title,
  text,
  actions,
  more,
}: CreatedRecordPageProps<Data>) {
  const id = useIdParam();
  const record = useRecord(id);
  return (
    <div className={styles.page}>
      <RecordStates query={record} isKnownId={id !== null}>
        {(data) => (
          <>
            <div>
              <h1 className={styles.title}>{title}</h1>
              <p className={styles.intro}>{text(data)}</p>
            </div>
            <div className={styles.actions}>{actions(data)}</div>
            {more?.(data)}
          </>
        )}
      </RecordStates>
    </div>
  );
}
