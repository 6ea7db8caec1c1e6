import { AppLink } from '@mobile/react-kit';
import { type Promotion, rewardStatusKey } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { PromotionCards } from './promotion-cards';

/** Every promotion as a card that opens its detail (inside the app, by `AppLink`). */
export function PromotionList({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation(MEMBER_NS);
  const common = useTranslation('common').t;
  return (
    <PromotionCards
      label={t('promotions.title')}
      promotions={promotions}
      statusText={(status) => common(rewardStatusKey(status))}
      Link={AppLink}
    />
  );
}
