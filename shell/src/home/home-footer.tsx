import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { Icon } from '../ui/icon';
import { LanguageSelector } from '../ui/language-selector';
import { AgeBadge } from './age-badge';
import { PaymentPartners } from './payment-partners';
import { SocialLinks } from './social-links';
import { VideoBanners } from './video-banners';
import './home-footer.css';

/** SPEC home footer: language, video banners, social links, payment partners, help block, age badge, copyright. */
export function HomeFooter() {
  const { merchant } = useShell();
  const { t } = useTranslation('common');
  return (
    <footer className="home-footer">
      <LanguageSelector />
      <VideoBanners />
      <SocialLinks />
      <PaymentPartners />
      <Link className="home-footer__help" to={pathOf('help')}>
        <Icon name="help" />
        <span className="home-footer__help-text">
          <strong>{t('home.help')}</strong>
          <span>{t('home.helpText')}</span>
        </span>
      </Link>
      <AgeBadge age={merchant.settings.ageLimit} />
      <Link className="home-footer__terms" to={pathOf('terms')}>
        {t('title.terms')}
      </Link>
      <p className="home-footer__copyright">{merchant.settings.copyright}</p>
    </footer>
  );
}
