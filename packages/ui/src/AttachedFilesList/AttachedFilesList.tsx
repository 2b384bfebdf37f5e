import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-aria-components/Link';
import { Button } from '../Button/Button.tsx';
import { formatDisplayTimestamp } from '../dates/dates.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../EmptyState/ErrorState.tsx';
import { LoadingState } from '../EmptyState/LoadingState.tsx';
import { formatFileSize } from '../format/fileSize.ts';
import { fileTypeLabel, isPdf } from '../format/fileType.ts';
import { toLanguage } from '../i18n/languages.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Modal } from '../Modal/Modal.tsx';
import { ReplaceFileModal } from '../ReplaceFileModal/ReplaceFileModal.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AttachedFilesList.css.ts';
import { type Assetable, assetHref } from './assetHref.ts';

/** An attached file as the list shows it, its uploader already resolved to a name. */
export interface AttachedAsset {
  id: string | number;
  title: string;
  fileName: string;
  /** In bytes. */
  fileSize: number;
  contentType: string;
  /** An ISO date or timestamp. */
  updatedAt: string;
  uploadedBy?: { name: string } | null;
}

export interface AttachedFilesListProps extends Assetable {
  /** The files, in the order to show them. */
  assets?: readonly AttachedAsset[];
  /**
   * The files are still loading.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Loading the files failed: "The attached files could not be loaded." is shown.
   * @default false
   */
  hasLoadError?: boolean;
  /** Loads the files again after a failure. */
  onRetry?: () => void;
  /**
   * Shows a Rename button per file; renaming edits the title in place.
   * @default false
   */
  canRename?: boolean;
  /**
   * Shows a Replace button per file, which opens the replace modal.
   * @default false
   */
  canReplace?: boolean;
  /**
   * Shows a Delete button per file, which asks for confirmation.
   * @default false
   */
  canDelete?: boolean;
  /** Saves a new title. */
  onRename?: (asset: AttachedAsset, title: string) => Promise<void>;
  /** Uploads a file in place of another. */
  onReplace?: (asset: AttachedAsset, file: File) => Promise<void>;
  /** Deletes a file. */
  onDelete?: (asset: AttachedAsset) => Promise<void>;
  /** Called when a rename, replace or delete fails, so the app shows the generic error modal. */
  onError?: (error: unknown) => void;
  /**
   * Shows this many files, then "See more"; 0 shows every file.
   * @default 0
   */
  truncateAfter?: number;
  /**
   * Names the list.
   * @default "Attached files"
   */
  'aria-label'?: string;
}

type FileActions = Pick<
  AttachedFilesListProps,
  'canRename' | 'canReplace' | 'canDelete' | 'onRename' | 'onReplace' | 'onDelete' | 'onError'
>;

/** The files attached to a record: view and download each, and rename, replace or delete where allowed. */
export function AttachedFilesList({
  assets = [],
  isLoading = false,
  hasLoadError = false,
  onRetry,
  truncateAfter = 0,
  assetableType,
  assetableId,
  'aria-label': ariaLabel,
  ...actions
}: AttachedFilesListProps) {
  const { t } = useUiTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const isTruncated = !isExpanded && truncateAfter > 0 && assets.length > truncateAfter;
  const shown = isTruncated ? assets.slice(0, truncateAfter) : assets;

  // After "See more", focus moves to the first file that was hidden, as the button is gone.
  useEffect(() => {
    if (isExpanded)
      listRef.current?.querySelectorAll<HTMLElement>('li')[truncateAfter]?.querySelector('a')?.focus();
  }, [isExpanded, truncateAfter]);

  if (hasLoadError) return <ErrorState onRetry={onRetry}>{t('files.loadError')}</ErrorState>;
  if (isLoading) return <LoadingState />;
  if (assets.length === 0) return <EmptyState title={t('files.empty')} />;
  return (
    <div className={styles.root}>
      <ul ref={listRef} className={styles.list} aria-label={ariaLabel ?? t('files.label')}>
        {shown.map((asset) => (
          <FileItem
            key={asset.id}
            asset={asset}
            href={assetHref(asset.id, { assetableType, assetableId })}
            {...actions}
          />
        ))}
      </ul>
      {isTruncated ? (
        <div className={styles.more}>
          <Button variant="tertiary" size="sm" onPress={() => setIsExpanded(true)}>
            {t('files.seeMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function FileItem({
  asset,
  href,
  canRename = false,
  canReplace = false,
  canDelete = false,
  onRename,
  onReplace,
  onDelete,
  onError,
}: FileActions & { asset: AttachedAsset; href: string }) {
  const { t, i18n } = useUiTranslation();
  const [dialog, setDialog] = useState<'replace' | 'delete' | null>(null);
  const [isRenaming, setIsRenaming] = useState(false);
  const [isReturningFocus, setIsReturningFocus] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const opensInNewTab = isPdf(asset.contentType);
  const meta = [
    fileTypeLabel(asset.contentType, asset.fileName),
    formatFileSize(asset.fileSize, i18n.language),
    asset.uploadedBy ? t('files.uploadedBy', { name: asset.uploadedBy.name }) : null,
    t('files.updated', {
      date: formatDisplayTimestamp(asset.updatedAt, toLanguage(i18n.language)),
    }),
  ].filter(Boolean);

  // After renaming, focus goes back to the Rename button (the first action) once it is rendered again.
  useEffect(() => {
    if (!isReturningFocus) return;
    actionsRef.current?.querySelector('button')?.focus();
    setIsReturningFocus(false);
  }, [isReturningFocus]);

  const stopRenaming = () => {
    setIsRenaming(false);
    setIsReturningFocus(true);
  };

  return (
    <li className={styles.item}>
      <div className={styles.main}>
        {isRenaming ? (
          <RenameForm
            asset={asset}
            onCancel={stopRenaming}
            onSave={async (title) => {
              try {
                await onRename?.(asset, title);
                stopRenaming();
              } catch (error) {
                onError?.(error);
              }
            }}
          />
        ) : (
          <Link
            className={styles.title}
            href={href}
            target={opensInNewTab ? '_blank' : undefined}
            rel={opensInNewTab ? 'noopener noreferrer' : undefined}
          >
            {asset.title}
            {opensInNewTab ? (
              <>
                <span className={styles.newTab} aria-hidden="true">
                  ↗
                </span>
                <span className={styles.visuallyHidden}> {t('files.opensInNewTab')}</span>
              </>
            ) : null}
          </Link>
        )}
        <p className={styles.meta}>{meta.join(' · ')}</p>
      </div>
      {!isRenaming && (canRename || canReplace || canDelete) ? (
        <div ref={actionsRef} className={styles.actions}>
          {canRename ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('files.renameFile', { title: asset.title })}
              onPress={() => setIsRenaming(true)}
            >
              {t('files.rename')}
            </Button>
          ) : null}
          {canReplace ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('files.replaceFile', { title: asset.title })}
              onPress={() => setDialog('replace')}
            >
              {t('files.replace')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('files.deleteFile', { title: asset.title })}
              onPress={() => setDialog('delete')}
            >
              {t('files.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {canReplace ? (
        <ReplaceFileModal
          fileTitle={asset.title}
          isOpen={dialog === 'replace'}
          onOpenChange={(isOpen) => setDialog(isOpen ? 'replace' : null)}
          onUpdate={async (file) => onReplace?.(asset, file)}
          onError={onError}
        />
      ) : null}
      {canDelete ? (
        <Modal
          role="alertdialog"
          title={t('files.deleteTitle')}
          isOpen={dialog === 'delete'}
          onOpenChange={(isOpen) => setDialog(isOpen ? 'delete' : null)}
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t('files.cancel')}
              </Button>
              <Button
                onPress={async () => {
                  close();
                  try {
                    await onDelete?.(asset);
                  } catch (error) {
                    onError?.(error);
                  }
                }}
              >
                {t('files.delete')}
              </Button>
            </>
          )}
        >
          {t('files.deleteText', { title: asset.title })}
        </Modal>
      ) : null}
    </li>
  );
}

function RenameForm({
  asset,
  onSave,
  onCancel,
}: {
  asset: AttachedAsset;
  onSave: (title: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useUiTranslation();
  const [title, setTitle] = useState(asset.title);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || trimmed === asset.title) return onCancel();
    setIsSaving(true);
    await onSave(trimmed);
    setIsSaving(false);
  };
  return (
    <form className={styles.renameForm} onSubmit={submit}>
      <div className={styles.renameField}>
        <TextField
          label={t('files.title')}
          value={title}
          onChange={setTitle}
          isReadOnly={isSaving}
          // Focus moves into the title field, which takes the place of the Rename button just pressed.
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
      </div>
      <Button type="submit" size="sm" isPending={isSaving}>
        {t('files.save')}
      </Button>
      <Button variant="secondary" size="sm" onPress={onCancel} isDisabled={isSaving}>
        {t('files.cancel')}
      </Button>
    </form>
  );
}
