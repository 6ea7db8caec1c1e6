import { pathOf, resourceUrl } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { InstallButton } from '../pwa/install-button';
import { Icon } from '../ui/icon';
import { linkTarget } from '../ui/link-target';
import { Overlay } from '../ui/overlay';
import './download-banner.css';

/**
 * Home download popup, opened from the download-app banner and from the drawer: the site's Android and iOS
 * packages, the install button where the browser offers one, and the install guide.
 */
export function DownloadPopup({ onClose }: { onClose: () => void }) {
  const { merchant } = useShell();
  const { t } = useTranslation('common');
  const { resources } = merchant.settings;
  const links = [
    { id: 'android', label: t('download.android'), target: linkTarget(resourceUrl(resources, 'Android')) },
    {
      id: 'ios',
      label: t('download.ios'),
      target: linkTarget(resourceUrl(resources, 'IOS') ?? resourceUrl(resources, 'MOBILECONFIG')),
    },
  ].filter((link) => link.target?.kind === 'external');

  return (
    <Overlay label={t('download.popupTitle')} onClose={onClose} variant="dialog">
      <div className="download-popup">
        <h2 className="download-popup__title">{t('download.popupTitle')}</h2>
        <p className="download-popup__text">{t('download.bannerText')}</p>
        <InstallButton className="mk-button download-popup__link" onDone={onClose} />
        {links.map((link) =>
          link.target?.kind === 'external' ? (
            <a
              key={link.id}
              className="mk-button download-popup__link"
              href={link.target.url}
              rel="noopener noreferrer"
              target="_blank"
            >
              <Icon name="download" size={20} />
              {link.label}
            </a>
          ) : null,
        )}
        <Link className="download-popup__guide" to={pathOf('app')} onClick={onClose}>
          {t('download.guide')}
        </Link>
        <button type="button" className="download-popup__close" onClick={onClose}>
          {t('action.close')}
        </button>
      </div>
    </Overlay>
  );
}
