import type { FormNode } from '@mobilise/contract';
import { lazy } from 'react';
import { htmlBlockKey } from '../../core/index.ts';
import { HtmlBlock } from './HtmlBlock.tsx';
import { Matrix } from './Matrix.tsx';
import { Question } from './Question.tsx';

// A file upload's code (its drop zone carries drag and drop) comes only with a template that has one.
const Asset = lazy(() => import('./Asset.tsx').then(({ Asset }) => ({ default: Asset })));

export interface NodePosition {
  pageIndex: number;
  sectionIndex: number;
  nodeIndex: number;
}

/**
 * One node of a section. An unknown node renders nothing here: the store lists it among its problems
 * and the renderer opens the generic error modal for it.
 */
export function FormNodeView({ node, position }: { node: FormNode; position: NodePosition }) {
  switch (node.type) {
    case 'SingleQuestion':
      return <Question question={node.question} />;
    case 'Matrix':
      return <Matrix rows={node.rows} />;
    case 'HtmlBlock':
      return (
        <HtmlBlock
          html={node.html}
          blockKey={htmlBlockKey(position.pageIndex, position.sectionIndex, position.nodeIndex)}
        />
      );
    case 'Asset':
      return <Asset primary={node.primary_question} secondary={node.secondary_question} />;
    case 'Unknown':
      return null;
  }
}
