import { useState } from 'react';
import { DropZone, type DropZoneProps } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../Button/Button.tsx';
import { LoadingState } from '../EmptyState/LoadingState.tsx';
import { fileRejection } from '../format/fileRules.ts';
import { defaultMaxFileSizeKb, formatFileSize, formatMegabytes } from '../format/fileSize.ts';
import { isImage } from '../format/fileType.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './Dropzone.css.ts';
import { useObjectUrl } from './useObjectUrl.ts';

export { thumbnailSize as dropzoneThumbnailSize } from './Dropzone.css.ts';

export interface DropzoneProps {
  /** Names the drop zone, shown above it ("Passport photo"). */
  label: string;
  /**
   * The largest accepted file, in KB (: 10000 unless a MaxFileSize constraint says otherwise).
   * @default 10000
   */
  maxSizeKb?: number;
  /**
   * Accepts several files at once (the Multiple constraint); otherwise only the first is taken.
   * @default false
   */
  allowsMultiple?: boolean;
  /**
   * Accepts images only (the Image constraint).
   * @default false
   */
  isImageOnly?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Uploads the accepted files. A rejection with the server's `status` 413 says the file is too large, as
   * the check made here does; any other shows the generic upload failure message.
   */
  onUpload: (files: File[]) => Promise<void>;
}

type Status = 'idle' | 'uploading' | 'done' | 'failed' | 'tooLarge' | 'notImage';

/**
 * What a failed upload tells the person: the server's own size refusal in the words of the check made
 * here; anything else, a type refused by the file's content included, as the one generic failure the
 * product words every other upload failure with.
 */
function failureOf(error: unknown): Status {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  return status === 413 ? 'tooLarge' : 'failed';
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const droppedFiles = async (event: DropEvent) =>
  Promise.all(event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])));

/** An upload area: drop files or choose them, with size and type checks and image thumbnails. */
export function Dropzone({
  label,
  maxSizeKb = defaultMaxFileSizeKb,
  allowsMultiple = false,
  isImageOnly = false,
  isDisabled = false,
  onUpload,
}: DropzoneProps) {
  const { t, i18n } = useUiTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const [files, setFiles] = useState<File[]>([]);
  const megabytes = formatMegabytes(maxSizeKb, i18n.language);

  const accept = async (chosen: File[]) => {
    const taken = allowsMultiple ? chosen : chosen.slice(0, 1);
    if (taken.length === 0) return;
    const rejection = taken
      .map((file) => fileRejection(file, { maxSizeKb, isImageOnly }))
      .find((reason) => reason !== null);
    if (rejection) {
      setStatus(rejection);
      return;
    }
    setFiles(taken);
    setStatus('uploading');
    try {
      await onUpload(taken);
      setStatus('done');
    } catch (error) {
      setStatus(failureOf(error));
    }
  };

  const errorMessage =
    status === 'tooLarge'
      ? t('dropzone.tooLarge', { n: megabytes })
      : status === 'notImage'
        ? t('dropzone.notImage')
        : status === 'failed'
          ? t('dropzone.failed')
          : null;

  return (
    <div className={styles.root}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <DropZone
        className={styles.zone}
        aria-label={label}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => accept(await droppedFiles(event))}
      >
        <p className={styles.prompt}>{allowsMultiple ? t('dropzone.dropMany') : t('dropzone.dropOne')}</p>
        <FileTrigger
          acceptedFileTypes={isImageOnly ? ['image/*'] : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => accept(list ? [...list] : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            {allowsMultiple ? t('dropzone.chooseMany') : t('dropzone.chooseOne')}
          </Button>
        </FileTrigger>
        <p className={styles.hint}>
          {t('dropzone.maxSize', { n: megabytes })}
          {isImageOnly ? ` · ${t('dropzone.imagesOnly')}` : null}
        </p>
      </DropZone>
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
      {status === 'uploading' ? <LoadingState>{t('dropzone.uploading')}</LoadingState> : null}
      {files.length > 0 && status !== 'failed' ? (
        <ul className={styles.files} aria-label={t('dropzone.chosen')}>
          {files.map((file) => (
            <ChosenFile
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              locale={i18n.language}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ChosenFile({ file, locale }: { file: File; locale: string }) {
  const url = useObjectUrl(isImage(file.type) ? file : null);
  return (
    <li className={styles.file}>
      {url ? (
        <img
          className={styles.thumbnail}
          src={url}
          alt={file.name}
          width={styles.thumbnailSize}
          height={styles.thumbnailSize}
        />
      ) : null}
      <span>{file.name}</span>
      <span className={styles.fileMeta}>{formatFileSize(file.size, locale)}</span>
    </li>
  );
}
