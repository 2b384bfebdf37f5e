import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastRegion as AriaToastRegion,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components/Toast';
import { ToneIcon } from '../Alert/ToneIcon.tsx';
import { type Tone, toneColor } from '../Alert/tone.css.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './Toast.css.ts';

export { tones as toastTones } from '../Alert/tone.css.ts';

/** What one toast says. */
export interface ToastMessage {
  title: string;
  description?: string;
  /** @default 'info' */
  tone?: Tone;
}

/** A sensible auto-dismiss time: long enough to read, and react-aria pauses it on hover and focus. */
export const toastTimeoutMs = 5000;

/** A new queue of toasts; add with `queue.add(message, { timeout: toastTimeoutMs })` (no timeout: stays until closed). */
export const createToastQueue = () => new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

/** The app's one queue, shown by the one `ToastRegion` the app mounts. */
export const toastQueue = createToastQueue();

export interface ToastRegionProps {
  /**
   * The queue to show.
   * @default toastQueue
   */
  queue?: ToastQueue<ToastMessage>;
}

/**
 * The "Notifications" landmark that shows the queue's toasts at the bottom corner; mount it once.
 * Each toast is announced, has a tone icon and a close button.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useUiTranslation();
  return (
    <AriaToastRegion queue={queue} aria-label={t('toast.region')} className={styles.region}>
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        return (
          <AriaToast toast={toast} className={`${styles.toast} ${toneColor[tone]}`}>
            <ToneIcon tone={tone} className={styles.icon} />
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </ToastContent>
            <Button slot="close" aria-label={t('toast.close')} className={styles.close}>
              <svg
                viewBox="0 0 24 24"
                width="1.25rem"
                height="1.25rem"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" />
              </svg>
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
