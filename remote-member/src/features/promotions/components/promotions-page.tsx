import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { MEMBER_NS } from '../../../load-locale';
import { usePromotions } from '../api/use-promotions';
import { promotionIdFrom } from '../promotion-query';
import { PromotionDetail } from './promotion-detail';
import { PromotionList } from './promotion-list';
import '../../../common/account-ui.css';
import './promotions.css';

/** /m/activity (a bottom tab; the PROMO category opens it): the list, or one promotion with `?id=`. */
export function PromotionsPage() {
  const { location } = useMount();
  const promotions = usePromotions();
  const id = promotionIdFrom(location.search);

  if (promotions.isPending) return <PageSpinner />;
  if (promotions.isError)
    return promotions.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => promotions.refetch()} />;
  const chosen = id === null ? undefined : promotions.data.find((p) => p.id === id);
  if (chosen) return <PromotionDetail promotion={chosen} />;
  if (promotions.data.length === 0) return <EmptyState messageKey={`${MEMBER_NS}:promotions.empty`} />;
  return <PromotionList promotions={promotions.data} />;
}
