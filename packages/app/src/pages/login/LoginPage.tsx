import { useTranslation } from 'react-i18next';
import * as styles from './LoginPage.css.ts';

/** The sign-in page (public). */
export function Page() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('login.title')}
      </h1>
      <p className={styles.intro}>{t('login.intro')}</p>
    </section>
  );
}
