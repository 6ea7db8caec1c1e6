import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { MEMBER_NS } from '../../../load-locale';
import { usePromotions } from '../api/use-promotions';
import { promotionsViewOf } from '../promotion-query';
import { PromotionDetail } from './promotion-detail';
import { PromotionList } from './promotion-list';
import '../../../common/account-ui.css';
import './promotions.css';

/** /m/activity (a bottom tab; the PROMO category opens it): the list, or one promotion with `?id=`. */
export function PromotionsPage() {
  const { location } = useMount();
  const promotions = usePromotions();

  if (promotions.isPending) return <PageSpinner />;
  if (promotions.isError)
    return promotions.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => promotions.refetch()} />;
  const view = promotionsViewOf(promotions.data, location.search);
  if (view.kind === 'detail') return <PromotionDetail promotion={view.promotion} />;
  if (view.kind === 'empty') return <EmptyState messageKey={`${MEMBER_NS}:promotions.empty`} />;
  return <PromotionList promotions={view.promotions} />;
}
