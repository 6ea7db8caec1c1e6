/** Label / value rows of an account page's description list (`dl.acct-list`). */
export function DetailRows({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <>
      {rows.map(([label, value]) => (
        <div className="acct-row" key={label}>
          <dt>{label}</dt>
          <dd className="acct-row__value">{value}</dd>
        </div>
      ))}
    </>
  );
}
