/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
interface AuthToggleProps<T extends string> {
  /** What is chosen (for screen readers; the legend is visually hidden). */
  legend: string;
  options: readonly T[];
  value: NoInfer<T>;
  onChange(option: NoInfer<T>): void;
  labelOf(option: NoInfer<T>): string;
}

/** Two or more ways of the same form (login by username or SMS, register by username or mobile). */
export function AuthToggle<T extends string>({
  legend,
  options,
  value,
  onChange,
  labelOf,
}: AuthToggleProps<T>) {
  return (
    <fieldset className="auth-toggle">
      <legend className="mk-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="auth-toggle__option"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </fieldset>
  );
}
