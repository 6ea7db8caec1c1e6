import { useMount, useStreamValue } from '@mobile/react-kit';
import { sanitizeServerHtml } from '@mobile/react-kit/sanitize-html';
import {
  FREE_REJECT_TOAST,
  formatLocalDateTime,
  isFreePlay,
  loginHref,
  type Promotion,
  promotionAction,
  successToast,
} from '@mobile/shared-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { usePromotionAction } from '../api/use-promotion-action';
import { StatusChip } from './status-chip';

/** One promotion: its sanitised HTML, dates, status, and apply or sign-in where it allows. */
export function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const { bus, navigate, location } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const session = useStreamValue(bus.session$);
  const act = usePromotionAction();
  const html = useMemo(() => sanitizeServerHtml(promotion.content), [promotion.content]);
  const action = promotionAction(promotion.kind, promotion.status);

  const run = () => {
    if (!action) return;
    if (!session) return navigate(loginHref(location.pathname + location.search));
    if (isFreePlay(session.type)) return bus.emit(FREE_REJECT_TOAST);
    act.mutate(
      { id: promotion.id, action },
      {
        onSuccess: () =>
          bus.emit(successToast(`${MEMBER_NS}:promotions.${action === 'apply' ? 'applied' : 'signedIn'}`)),
      },
    );
  };

  return (
    <article className="member-promo__detail" aria-labelledby="member-promo-title">
      <h2 id="member-promo-title" className="member-promo__detail-title">
        {promotion.title}
      </h2>
      <p className="member-promo__dates">
        {t('promotions.dates', {
          from: formatLocalDateTime(promotion.startsAt),
          to: formatLocalDateTime(promotion.endsAt),
        })}
      </p>
      <StatusChip status={promotion.status} />
      <div
        className="member-promo__html"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {action ? (
        <button type="button" className="mk-button" onClick={run} disabled={act.isPending}>
          {t(action === 'apply' ? 'promotions.apply' : 'promotions.signIn')}
        </button>
      ) : null}
    </article>
  );
}
