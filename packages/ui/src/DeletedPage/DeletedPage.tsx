import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { MessagePage, messageTextClass } from '../MessagePage/MessagePage.tsx';

export interface DeletedPageProps {
  /** The deleted record's title, shown as "<title> Deleted". */
  title: string;
}

/** The page for a record that was deleted. */
export function DeletedPage({ title }: DeletedPageProps) {
  const { t } = useUiTranslation();
  return (
    <MessagePage title={t('deleted.title', { title })}>
      <p className={messageTextClass}>{t('deleted.text')}</p>
    </MessagePage>
  );
}
