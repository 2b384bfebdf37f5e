import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './InfoTip.css.ts';
import { Tooltip } from './Tooltip.tsx';

export interface InfoTipProps {
  /** The extra information (a field's info text). */
  children: ReactNode;
}

/** An "i" button that shows more information in a tooltip, by pointer or keyboard. */
export function InfoTip({ children }: InfoTipProps) {
  const { t } = useUiTranslation();
  return (
    <Tooltip content={children} delay={0}>
      <Button className={styles.infoButton} aria-label={t('field.moreInformation')}>
        i
      </Button>
    </Tooltip>
  );
}
