import { Link } from 'react-aria-components/Link';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/useBrand.ts';
import { routePath } from '../routes/routePath.ts';
import * as styles from './BrandLogoLink.css.ts';

/** The brand's logo (default or CX), linking Home. */
export function BrandLogoLink() {
  const brand = useBrand();
  const { t } = useTranslation('shell');
  return (
    <Link
      className={styles.logoLink}
      href={routePath('Home')}
      aria-label={t('nav.home', { brand: brand.name })}
    >
      {/* Both brands' logos are 160 × 40: with the size the browser keeps their room before they load. */}
      <img
        className={styles.logo}
        src={brand.logo}
        alt={brand.name}
        width={160}
        height={40}
        data-testid="brand-logo"
      />
    </Link>
  );
}
