import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../ui/icon';
import { useCustomerServiceLinks } from './use-customer-service-links';

const LABEL_KEYS = { CS: 'service.csLink', whatsapp: 'service.whatsapp' } as const;

/** The service sheet's customer-service links from `/wps/system/domainRoute`: a CS page and WhatsApp. */
export function ServiceLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const links = useCustomerServiceLinks();
  return links.map(({ title, target }) => (
    <li key={title}>
      {target.kind === 'external' ? (
        <a
          className="service-modal__entry"
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          <Icon name="headset" size={28} />
          <span>{t(LABEL_KEYS[title])}</span>
        </a>
      ) : (
        <button type="button" className="service-modal__entry" onClick={() => navigate(target.path)}>
          <Icon name="headset" size={28} />
          <span>{t(LABEL_KEYS[title])}</span>
        </button>
      )}
    </li>
  ));
}
