import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dropzone } from '../Dropzone/Dropzone.tsx';
import { formatMegabytes } from '../format/fileSize.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { Modal } from '../Modal/Modal.tsx';
import { allowedValues } from '../styles/allowedValues.ts';

/** The replace modal takes one file of at most 10 MB. */
export const replaceMaxFileSizeKb = 10_000;

/** The modal's save states: SAVING while the update runs, SAVED once it has. */
type SaveState = 'NOT_SAVED' | 'SAVING' | 'SAVED';
export const replaceSaveStates = allowedValues<SaveState>()(['NOT_SAVED', 'SAVING', 'SAVED']);

export interface ReplaceFileModalProps {
  /** The title of the file being replaced, shown in the heading. */
  fileTitle: string;
  /** Whether the modal is open. */
  isOpen: boolean;
  /** Called to close it (Cancel, Escape, or after a successful update). */
  onOpenChange: (isOpen: boolean) => void;
  /** Uploads the new file in place of the old; the modal closes when it resolves. */
  onUpdate: (file: File) => Promise<void>;
  /** Called when the update fails, so the app can show the generic error modal. */
  onError?: (error: unknown) => void;
}

/** Replaces an attached file with a newly chosen one: choose, "Update", "Saving…", closed. */
export function ReplaceFileModal({
  fileTitle,
  isOpen,
  onOpenChange,
  onUpdate,
  onError,
}: ReplaceFileModalProps) {
  const { t, i18n } = useUiTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('NOT_SAVED');

  const changeOpen = (open: boolean) => {
    if (!open) {
      setFile(null);
      setSaveState('NOT_SAVED');
    }
    onOpenChange(open);
  };

  const update = async () => {
    if (!file) return;
    setSaveState('SAVING');
    try {
      await onUpdate(file);
      setSaveState('SAVED');
      changeOpen(false);
    } catch (error) {
      setSaveState('NOT_SAVED');
      onError?.(error);
    }
  };

  const isSaving = saveState === 'SAVING';
  return (
    <Modal
      title={t('files.replaceTitle', { title: fileTitle })}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      isDismissable={!isSaving}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            {t('files.cancel')}
          </Button>
          <Button onPress={update} isDisabled={!file} isPending={isSaving}>
            {isSaving ? t('files.saving') : saveState === 'SAVED' ? t('files.saved') : t('files.update')}
          </Button>
        </>
      )}
    >
      <p>{t('files.replaceText', { n: formatMegabytes(replaceMaxFileSizeKb, i18n.language) })}</p>
      <Dropzone
        label={t('files.newFile')}
        maxSizeKb={replaceMaxFileSizeKb}
        isDisabled={isSaving}
        onUpload={async ([chosen]) => setFile(chosen ?? null)}
      />
    </Modal>
  );
}
