import type { HotVendor } from '@mobile/shared-contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { vendorTabWidth } from '../hot-games-rules';

interface VendorTabsProps {
  vendors: readonly HotVendor[];
  active: HotVendor;
  onChoose(vassalage: string): void;
}

/** One tab per vendor with hot games, scrolling sideways; the active one is selected. */
export function VendorTabs({ vendors, active, onChoose }: VendorTabsProps) {
  const { t } = useTranslation('games');
  return (
    <div
      className="hot-games__tabs"
      role="tablist"
      aria-label={t('hotGames.vendors')}
      data-no-swipe-back
      style={{ '--vendor-tab-width': vendorTabWidth() } as CSSProperties}
    >
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          role="tab"
          id={`hot-tab-${vendor.vassalage}`}
          aria-selected={vendor === active}
          aria-controls="hot-games-panel"
          className="hot-games__tab"
          onClick={() => onChoose(vendor.vassalage)}
        >
          {vendor.vendorName}
        </button>
      ))}
    </div>
  );
}
