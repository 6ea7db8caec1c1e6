import { AppLink } from '@mobile/react-kit';
import type { Promotion } from '@mobile/shared-contracts';
import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { StatusChip } from './status-chip';

/** Every promotion as a card that opens its detail. */
export function PromotionList({ promotions }: { promotions: Promotion[] }) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <section className="member-promo" aria-label={t('promotions.title')}>
      <ul className="member-promo__list">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="member-promo__card">
            <AppLink className="member-promo__link" to={`${pathOf('promotions')}?id=${promotion.id}`}>
              <span className="member-promo__title">{promotion.title}</span>
              <span className="member-promo__summary">{promotion.summary}</span>
            </AppLink>
            <StatusChip status={promotion.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
