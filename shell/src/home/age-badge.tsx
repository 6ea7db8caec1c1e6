import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** SPEC footer age badge: the site's age limit (18 or 21), a play-responsibly line and the responsible-gaming page. */
export function AgeBadge({ age }: { age: number }) {
  const { t } = useTranslation('common');
  return (
    <p className="age-badge">
      <span className="age-badge__mark" aria-hidden="true">
        {age}+
      </span>
      <span>{t('home.ageText', { age })}</span>
      <Link className="age-badge__link" to={pathOf('responsible')}>
        {t('title.responsible')}
      </Link>
    </p>
  );
}
