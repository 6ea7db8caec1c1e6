interface WalletTabsProps<T extends string> {
  tabs: readonly T[];
  value: NoInfer<T>;
  onChange(tab: NoInfer<T>): void;
  labelOf(tab: NoInfer<T>): string;
}

/** A wallet page's row of tabs (`.wallet-tabs` of wallet-ui.css), the chosen one selected. */
export function WalletTabs<T extends string>({ tabs, value, onChange, labelOf }: WalletTabsProps<T>) {
  return (
    <div className="wallet-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="wallet-tab"
          aria-selected={tab === value}
          onClick={() => onChange(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
