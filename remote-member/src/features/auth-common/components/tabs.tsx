/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import './tabs.css';

interface TabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange(tab: T): void;
  /** Tab `i` gets the id `${idPrefix}-tab-${i}`. */
  idPrefix: string;
  labelOf(tab: T): string;
  /** The id of the panel a tab shows. */
  panelOf(tab: T): string;
  label?: string;
}

/** A row of tabs of equal width; the selected one is underlined. */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  labelOf,
  panelOf,
  label,
}: TabsProps<T>) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab}`}
          aria-controls={panelOf(tab)}
          aria-selected={value === tab}
          className="tabs__tab"
          onClick={() => onChange(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
