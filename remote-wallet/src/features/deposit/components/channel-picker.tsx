/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { DepositChannel } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { depositLayout, groupByVendor, type VendorGroup } from '../group-channels';

interface ChannelPickerProps {
  channels: DepositChannel[];
  selectedId: number | null;
  onSelect(channel: DepositChannel): void;
  template: { dep_func: number } | undefined;
}

function ChannelOptions({
  group,
  selectedId,
  onSelect,
}: { group: VendorGroup } & Omit<ChannelPickerProps, 'channels' | 'template'>) {
  const { t } = useTranslation(WALLET_NS);
  return (
    <fieldset className="money-options">
      <legend>{t(`deposit.vendor.${group.vendor}`)}</legend>
      {group.channels.map((channel) => (
        <label
          key={channel.id}
          className={`money-option${channel.id === selectedId ? ' money-option--active' : ''}`}
        >
          <input
            type="radio"
            name="deposit-channel"
            checked={channel.id === selectedId}
            onChange={() => onSelect(channel)}
          />
          <span>{channel.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Channels by vendor: vendor tabs over each vendor's channels (dep_func 1), or one list of groups. */
export function ChannelPicker({ channels, selectedId, onSelect, template }: ChannelPickerProps) {
  const { t } = useTranslation(WALLET_NS);
  const groups = groupByVendor(channels);
  const selectedVendor = channels.find((c) => c.id === selectedId)?.vendor;
  const [vendor, setVendor] = useState(selectedVendor ?? groups[0]?.vendor);
  if (depositLayout(template) === 'list')
    return (
      <>
        {groups.map((group) => (
          <ChannelOptions key={group.vendor} group={group} selectedId={selectedId} onSelect={onSelect} />
        ))}
      </>
    );
  const active = groups.find((g) => g.vendor === vendor) ?? groups[0];
  return (
    <>
      <fieldset className="money-tabs">
        <legend className="mk-visually-hidden">{t('deposit.vendors')}</legend>
        {groups.map((group) => (
          <button
            key={group.vendor}
            type="button"
            className={`money-tab${group === active ? ' money-tab--active' : ''}`}
            aria-pressed={group === active}
            onClick={() => setVendor(group.vendor)}
          >
            {t(`deposit.vendor.${group.vendor}`)}
          </button>
        ))}
      </fieldset>
      {active ? <ChannelOptions group={active} selectedId={selectedId} onSelect={onSelect} /> : null}
    </>
  );
}
