import type { FormPage } from '@mobilise/contract';
import { memo } from 'react';
import { FormNodeView } from './nodes/FormNodeView.tsx';
import * as nodeStyles from './nodes/nodes.css.ts';

/**
 * The sections and nodes of one page. Memoised on the page: the renderer re-renders whenever a
 * form-wide count changes (unsaved, invalid, pending saves, the indicator), and none of that may
 * reach the questions, which subscribe to their own fields.
 */
export const FormPageBody = memo(function FormPageBody({
  page,
  pageIndex,
}: {
  page: FormPage;
  pageIndex: number;
}) {
  return page.sections.map((section, sectionIndex) =>
    section.hidden ? null : (
      <section key={section.id} className={nodeStyles.section} aria-label={section.title ?? undefined}>
        {section.title ? <h3 className={nodeStyles.sectionTitle}>{section.title}</h3> : null}
        {section.nodes.map((node, nodeIndex) => (
          <FormNodeView
            // Template nodes have no ids and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={nodeIndex}
            node={node}
            position={{ pageIndex, sectionIndex, nodeIndex }}
          />
        ))}
      </section>
    ),
  );
});
