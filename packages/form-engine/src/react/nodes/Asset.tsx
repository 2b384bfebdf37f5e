import type { AnswerValue, KnownConstraint, Question as TemplateQuestion } from '@mobilise/contract';
import { type AttachedAsset, AttachedFilesList } from '@mobilise/ui/AttachedFilesList';
import { Dropzone } from '@mobilise/ui/Dropzone';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMultiAnswer, translate } from '../../core/index.ts';
import { useFormContext } from '../FormContext.ts';
import { listOf } from '../fields/FieldInputProps.ts';
import { useFieldState } from '../hooks/useFieldState.ts';
import * as styles from './nodes.css.ts';
import { Question } from './Question.tsx';

/** The upload limit of an Asset node without a MaxFileSize constraint, in KB. */
export const assetFallbackMaxSizeKb = 100000;

/** The upload limits of an Asset node's file question. */
export function uploadLimitsOf(question: TemplateQuestion) {
  const { constraints } = question.input;
  const maxFileSize = constraints.find(
    (constraint): constraint is Extract<KnownConstraint, { type: 'MaxFileSize' }> =>
      constraint.type === 'MaxFileSize',
  );
  return {
    maxSizeKb: maxFileSize?.max_size_kb ?? assetFallbackMaxSizeKb,
    isImageOnly: constraints.some((constraint) => constraint.type === 'Image'),
    allowsMultiple: isMultiAnswer(question.input),
  };
}

/** The files an answer names, loaded through the page's loader; null while loading or without one. */
function useAnsweredAssets(value: AnswerValue) {
  const { sources } = useFormContext();
  const ids = listOf(value).filter(
    (id): id is string | number => typeof id === 'string' || typeof id === 'number',
  );
  const key = ids.join(',');
  const [assets, setAssets] = useState<readonly AttachedAsset[] | null>(null);
  const [hasLoadError, setLoadError] = useState(false);
  useEffect(() => {
    if (!sources.loadAssets || key === '') {
      setAssets(null);
      return;
    }
    let isCurrent = true;
    setLoadError(false);
    sources.loadAssets(key.split(',')).then(
      (loaded) => isCurrent && setAssets(loaded),
      () => isCurrent && setLoadError(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, sources.loadAssets]);
  return { ids, assets, hasLoadError };
}

/** The files an Asset node's answer holds, as many as the form lists before "See more". */
function AnsweredAssets({ value }: { value: AnswerValue }) {
  const { assetListTruncation } = useFormContext();
  const { ids, assets, hasLoadError } = useAnsweredAssets(value);
  if (ids.length === 0) return null;
  return (
    <AttachedFilesList
      assets={assets ?? []}
      isLoading={assets === null && !hasLoadError}
      hasLoadError={hasLoadError}
      truncateAfter={assetListTruncation}
    />
  );
}

/** The file question of an Asset node: uploads through the page's uploader and answers the asset ids. */
const AssetUpload = memo(function AssetUpload({ question }: { question: TemplateQuestion }) {
  const { store, sources, reportError, onFieldRender } = useFormContext();
  const { fieldName } = question.input;
  const state = useFieldState(store, fieldName);
  const { i18n } = useTranslation();
  onFieldRender?.(fieldName);
  if (!state.visible) return null;
  const limits = uploadLimitsOf(question);
  const upload = async (files: File[]) => {
    if (!sources.uploadAsset) throw new Error('This form has no uploader for files');
    try {
      const ids = await Promise.all(files.map((file) => sources.uploadAsset?.(file) ?? null));
      store.setValue(
        fieldName,
        limits.allowsMultiple ? [...listOf(state.tempValue), ...ids] : (ids[0] ?? null),
      );
    } catch (error) {
      reportError(error);
      throw error;
    }
  };
  return (
    <div className={styles.assetUpload} data-field={fieldName} data-save-state={state.saveState}>
      {sources.loadAssets ? <AnsweredAssets value={state.tempValue} /> : null}
      <Dropzone label={question.label || fieldName} {...limits} onUpload={upload} />
      {state.shownErrors.length > 0 ? (
        <ul className={styles.errors}>
          {state.shownErrors.map((message) => (
            <li key={message.key}>{translate(i18n.language, message)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});

/** An Asset node: the file (primary question) and what describes it (secondary question). */
export function Asset({ primary, secondary }: { primary: TemplateQuestion; secondary: TemplateQuestion }) {
  return (
    <div className={styles.asset}>
      <AssetUpload question={primary} />
      <Question question={secondary} />
    </div>
  );
}
