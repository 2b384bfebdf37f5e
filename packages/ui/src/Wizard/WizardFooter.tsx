import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Column, Columns } from '../Columns/Columns.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';

export interface WizardFooterProps {
  /** The page being filled in, counted from 1. */
  currentStep: number;
  /** How many pages the form has. */
  stepCount: number;
  /** Goes to the page before; Back shows from the second page on when given. @default undefined */
  onBack?: () => void;
  /** Goes to the next page; Continue shows on every page but the last. */
  onContinue: () => void;
  /** Ends the form; on the last page Finish shows when given. @default undefined */
  onFinish?: () => void;
  /** Disables the buttons while a page saves or the form finishes. @default false */
  isPending?: boolean;
  /** Other actions before Continue or Finish ("Save", "Cancel", a save indicator). @default undefined */
  children?: ReactNode;
}

/** The buttons under a multi-page form: Back at the start, then the page's own actions and Continue or Finish. */
export function WizardFooter({
  currentStep,
  stepCount,
  onBack,
  onContinue,
  onFinish,
  isPending = false,
  children,
}: WizardFooterProps) {
  const { t } = useUiTranslation();
  const isLast = currentStep >= stepCount;
  return (
    <nav aria-label={t('wizard.navigation')}>
      <Columns space="sm" alignY="center">
        <Column width="content">
          {onBack && currentStep > 1 ? (
            <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
              {t('wizard.back')}
            </Button>
          ) : null}
        </Column>
        <Column>
          <Inline space="sm" align="end" alignY="center">
            {children}
            {isLast ? null : (
              <Button onPress={onContinue} isDisabled={isPending}>
                {t('wizard.continue')}
              </Button>
            )}
            {isLast && onFinish ? (
              <Button onPress={onFinish} isDisabled={isPending}>
                {t('wizard.finish')}
              </Button>
            ) : null}
          </Inline>
        </Column>
      </Columns>
    </nav>
  );
}
