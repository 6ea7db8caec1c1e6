import { AppLink } from '@mobile/react-kit';
import type { SportsVendor } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { vendorHref } from '../rules/match-links';

interface SportsVendorsProps {
  categories: readonly { category: string; vendors: readonly SportsVendor[] }[];
}

/** The sports, e-sports and cockfight vendors, each category under its own heading (cockfight apart). */
export function SportsVendors({ categories }: SportsVendorsProps) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <section className="sports__section" aria-labelledby="sports-vendors-title">
      <h2 id="sports-vendors-title" className="sports__heading">
        {t('sports.vendors')}
      </h2>
      {categories.map(({ category, vendors }) => (
        <div key={category} className="sports__category">
          <h3 className="sports__subheading">{t(`category.${category}`)}</h3>
          <ul className="sports__vendors">
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <AppLink to={vendorHref(category, vendor.vassalage)} className="sports__vendor">
                  <span className="sports__vendor-name">{vendor.accountTypeName}</span>
                  {vendor.matches > 0 ? (
                    <span className="sports__vendor-count">
                      {t('sports.matchCount', { count: vendor.matches })}
                    </span>
                  ) : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
