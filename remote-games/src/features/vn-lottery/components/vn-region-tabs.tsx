import type { VnRegion } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';

interface VnRegionTabsProps {
  regions: readonly VnRegion[];
  active: VnRegion;
  onChoose: (region: VnRegion) => void;
}

/** North, central and south draws: one pressed button per region. */
export function VnRegionTabs({ regions, active, onChoose }: VnRegionTabsProps) {
  const { t } = useTranslation('games');
  return (
    <fieldset className="vn-game__regions" aria-label={t('vn.regions')}>
      {regions.map((region) => (
        <button
          key={region}
          type="button"
          className="vn-game__region"
          aria-pressed={region === active}
          onClick={() => onChoose(region)}
        >
          {t(`vn.region.${region}`)}
        </button>
      ))}
    </fieldset>
  );
}
