import { useControlledValue } from '../hooks/useControlledValue.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './EmbeddedVideoUrlField.css.ts';
import { parseVideoUrl } from './videoUrl.ts';

const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

export interface EmbeddedVideoUrlFieldProps
  extends Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** The video address (controlled). */
  value?: string;
  /**
   * The first video address (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the address as typed. */
  onChange?: (value: string) => void;
  /**
   * Loads the player in the preview. Off, the preview frame stays empty (its address is kept in
   * `data-src`), e.g. for tests and screenshots without network.
   * @default true
   */
  isPreviewLoaded?: boolean;
}

/**
 * A video address (the EmbeddedVideoUrl field type) with a preview for YouTube and Vimeo: the player
 * address is rebuilt from the parsed video id and sandboxed, never the typed address itself.
 */
export function EmbeddedVideoUrlField({
  value: valueProp,
  defaultValue = '',
  onChange,
  isPreviewLoaded = true,
  ...props
}: EmbeddedVideoUrlFieldProps) {
  const { t } = useUiTranslation();
  const [value, setValue] = useControlledValue(valueProp, defaultValue, onChange);
  const embed = parseVideoUrl(value);
  return (
    <div className={styles.field}>
      <TextField {...props} type="url" value={value} onChange={setValue} />
      {embed ? (
        <div className={styles.frame}>
          <iframe
            className={styles.player}
            title={t('video.previewTitle', { provider: providerNames[embed.provider] })}
            src={isPreviewLoaded ? embed.embedUrl : undefined}
            data-src={embed.embedUrl}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            loading="lazy"
          />
        </div>
      ) : value.trim() !== '' ? (
        <p className={styles.noPreview}>{t('video.noPreview')}</p>
      ) : null}
    </div>
  );
}
