import { EmptyState, ErrorState, PageSpinner } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useAffiliateLinks } from '../api/use-affiliate-links';
import { AffiliateLinkForm } from './affiliate-link-form';
import { AffiliateLinkView } from './affiliate-link-view';

/** Affiliate links: make one, and the list; each opens to its QR code, copy and delete. */
export function AffiliateLinksPanel({ maxRebate }: { maxRebate: number }) {
  const { t, i18n } = useTranslation(AGENT_NS);
  const links = useAffiliateLinks();
  const [open, setOpen] = useState<number | null>(null);
  let list = null;
  if (links.isPending) list = <PageSpinner />;
  else if (links.isError) list = <ErrorState onRetry={() => links.refetch()} />;
  else if (links.data.links.length === 0) list = <EmptyState messageKey={`${AGENT_NS}:links.empty`} />;
  else
    list = (
      <ul className="team-manage__list" aria-label={t('links.list')}>
        {links.data.links.map((link) => (
          <li key={link.id} className="team-manage__item team-manage__item--column">
            <button
              type="button"
              className="team-manage__open"
              aria-expanded={open === link.id}
              onClick={() => setOpen(open === link.id ? null : link.id)}
            >
              <span className="team-manage__name">{link.code}</span>
              <span className="team-manage__nick">
                {t(`openAccount.types.${link.memberType}`)} · {link.rebate.toFixed(2)} %
              </span>
              <span className="team-manage__meta">
                {t('links.meta', {
                  count: link.registrations,
                  date: new Date(link.createdAt).toLocaleDateString(i18n.language),
                })}
              </span>
            </button>
            {open === link.id ? <AffiliateLinkView link={link} /> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <AffiliateLinkForm maxRebate={maxRebate} />
      {list}
    </>
  );
}
