import { Inline } from '@mobilise/ui/Inline';
import { PageFrame } from '@mobilise/ui/PageFrame';
import { PageHeader } from '@mobilise/ui/PageHeader';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIdParam } from '../../features/people/index.ts';
import { RecordStates } from '../../shared/index.ts';

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
    <PageFrame width="narrow">
      <RecordStates query={record} isKnownId={id !== null}>
        {(data) => (
          <>
            <PageHeader title={title} subtitle={text(data)} />
            <Inline space="sm">{actions(data)}</Inline>
            {more?.(data)}
          </>
        )}
      </RecordStates>
    </PageFrame>
  );
}
