import { useTranslation } from 'react-i18next';

/** SPEC footer age badge: the site's age limit (18 or 21) and a play-responsibly line. */
export function AgeBadge({ age }: { age: number }) {
  const { t } = useTranslation('common');
  return (
    <p className="age-badge">
      <span className="age-badge__mark" aria-hidden="true">
        {age}+
      </span>
      <span>{t('home.ageText', { age })}</span>
    </p>
  );
}
