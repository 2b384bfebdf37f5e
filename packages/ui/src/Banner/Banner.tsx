import { Button } from 'react-aria-components/Button';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { CloseIcon } from '../Menu/icons.tsx';
import * as styles from './Banner.css.ts';
import { parseBold } from './parseBold.ts';

export interface BannerProps {
  /** The site-wide message; `*text*` shows in bold, anything else (HTML too) as literal text. */
  message: string;
  /** Shows a dismiss button that calls this; without it the banner stays. */
  onDismiss?: () => void;
  /**
   * Names the region; a second banner on the page (a preview of one being written) needs its own name.
   * @default the translated "Announcement"
   */
  label?: string;
}

/** The site-wide banner message, a labelled region of the page. */
export function Banner({ message, onDismiss, label }: BannerProps) {
  const { t } = useUiTranslation();
  let offset = 0;
  return (
    <section className={styles.banner} aria-label={label ?? t('banner.label')}>
      <p className={styles.message}>
        {parseBold(message).map((segment) => {
          // Segments never move, so their position in the text is a stable key.
          const key = offset;
          offset += segment.text.length;
          return segment.isBold ? (
            <strong key={key} className={styles.strong}>
              {segment.text}
            </strong>
          ) : (
            <span key={key}>{segment.text}</span>
          );
        })}
      </p>
      {onDismiss ? (
        <Button className={styles.dismiss} onPress={onDismiss} aria-label={t('banner.dismiss')}>
          <CloseIcon />
        </Button>
      ) : null}
    </section>
  );
}
