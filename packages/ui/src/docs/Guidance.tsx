import { defaultTokens } from '@mobilise/tokens/tokens/default';
import type { ReactNode } from 'react';

const { status } = defaultTokens.color;

/** A guidance page's do and don't columns: side by side where there is room, one under the other below. */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '1.5rem' }}
    >
      {children}
    </div>
  );
}

function Column({ title, color, children }: { title: string; color: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ borderTop: `4px solid ${color}`, paddingTop: '0.5rem' }}>
      <p style={{ margin: 0, fontWeight: 700, color }}>{title}</p>
      {children}
    </section>
  );
}

/** What to do, in the status colour for success. */
export const Do = ({ children }: { children: ReactNode }) => (
  <Column title="Do" color={status.positive}>
    {children}
  </Column>
);

/** What not to do, in the status colour for errors. */
export const Dont = ({ children }: { children: ReactNode }) => (
  <Column title="Don't" color={status.critical}>
    {children}
  </Column>
);
