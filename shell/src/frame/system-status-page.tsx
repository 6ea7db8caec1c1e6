import type { i18n as I18n } from 'i18next';

interface SystemStatusPageProps {
  status: 1 | 2;
  ip: string;
  info: string | null;
  i18n: I18n;
}

/** SPEC status gate: 1 renders the service/maintenance page, 2 the region-restriction page. */
export function SystemStatusPage({ status, ip, info, i18n }: SystemStatusPageProps) {
  const t = i18n.getFixedT(null, 'common');
  const maintenance = status === 1;
  return (
    <main className="status-page" data-status={status}>
      <h1 className="status-page__title">
        {t(maintenance ? 'status.maintenanceTitle' : 'status.regionTitle')}
      </h1>
      <p className="status-page__text">{t(maintenance ? 'error.maintenance' : 'error.ipBlocked')}</p>
      {info ? <p className="status-page__info">{info}</p> : null}
      <p className="status-page__ip">{t('status.yourIp', { ip })}</p>
    </main>
  );
}
