import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './Alert.css.ts';
import { ToneIcon } from './ToneIcon.tsx';
import { type Tone, toneColor, toneSoftBackground } from './tone.css.ts';

export interface AlertProps {
  /**
   * The meaning: shown by colour and icon, and read out as a prefix ("Error: …").
   * @default 'info'
   */
  tone?: Tone;
  /** A short bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /**
   * Announces the message when it appears: `role="alert"` for caution and critical,
   * `role="status"` for info and positive. Leave off for messages already there on page load.
   * @default false
   */
  isLive?: boolean;
}

const liveRole = (tone: Tone) => (tone === 'critical' || tone === 'caution' ? 'alert' : 'status');

/** An inline message box with a tone (info, positive, caution, critical), a title and a body. */
export function Alert({ tone = 'info', title, children, isLive = false }: AlertProps) {
  const { t } = useUiTranslation();
  return (
    <div
      role={isLive ? liveRole(tone) : undefined}
      className={`${styles.alert} ${toneColor[tone]} ${toneSoftBackground[tone]}`}
    >
      <ToneIcon tone={tone} className={styles.icon} />
      <VisuallyHidden>{`${t(`alert.tone.${tone}`)}: `}</VisuallyHidden>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
