import { imageSrc } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';

/** Reserved badge size, so late images move nothing. */
const BADGE_WIDTH = 72;
const BADGE_HEIGHT = 30;

/** SPEC footer payment affiliate icons: the site's payment partners; nothing when it lists none. */
export function PaymentPartners() {
  const { merchant } = useShell();
  const { t } = useTranslation('common');
  const partners = (merchant.settings.paymentPartners ?? []).flatMap((partner) => {
    const src = imageSrc(partner.iconUrl, null);
    return src ? [{ ...partner, src }] : [];
  });
  if (partners.length === 0) return null;
  return (
    <section className="home-footer__section" aria-label={t('home.payments')}>
      <ul className="payment-partners">
        {partners.map((partner) => (
          <li key={partner.code}>
            <img
              src={partner.src}
              alt={partner.name}
              width={BADGE_WIDTH}
              height={BADGE_HEIGHT}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
