import type { ReactNode } from 'react';
import { Column, Columns } from '../Columns/Columns.tsx';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import { Stack } from '../Stack/Stack.tsx';

export interface DetailPageProps {
  /** The page's `PageHeader`. */
  header: ReactNode;
  /** The main column: `DetailSection`s, top to bottom. */
  children: ReactNode;
  /** A narrower column of secondary sections, beside the main one from the lg breakpoint and under it below. @default undefined */
  aside?: ReactNode;
}

/** The page of one record: its header, then its sections, with an optional side column on wide screens. */
export function DetailPage({ header, children, aside }: DetailPageProps) {
  const main = <Stack space="lg">{children}</Stack>;
  return (
    <PageFrame>
      {header}
      {aside ? (
        <Columns space="lg" collapseBelow="lg">
          <Column width="2/3">{main}</Column>
          <Column width="1/3">
            {/* A div, not an aside: a complementary landmark belongs at the top level, not inside main. */}
            <Stack space="lg">{aside}</Stack>
          </Column>
        </Columns>
      ) : (
        main
      )}
    </PageFrame>
  );
}
