import type { Result } from 'lighthouse';

export interface FailingElement {
  selector: string;
  snippet: string;
  label: string;
  /** axe's failure summary, e.g. the contrast ratio found and the one needed. */
  explanation: string;
}

export interface FailingAudit {
  id: string;
  title: string;
  elements: FailingElement[];
}

interface NodeItem {
  node: { type: 'node'; selector?: string; snippet?: string; nodeLabel?: string; explanation?: string };
}

const isNodeItem = (item: unknown): item is NodeItem =>
  typeof item === 'object' && item !== null && (item as { node?: { type?: unknown } }).node?.type === 'node';

/** The weighted accessibility audits that did not pass, each with the elements axe flagged. */
export function failingAccessibilityAudits(lhr: Result): FailingAudit[] {
  const weighted = (lhr.categories.accessibility?.auditRefs ?? []).filter(({ weight }) => weight > 0);
  return weighted.flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1) return [];
    const items: unknown[] = audit.details?.type === 'table' ? audit.details.items : [];
    const elements = items.filter(isNodeItem).map(({ node }) => ({
      selector: node.selector ?? '',
      snippet: node.snippet ?? '',
      label: node.nodeLabel ?? '',
      explanation: node.explanation ?? '',
    }));
    return [{ id, title: audit.title, elements }];
  });
}
