import { formatPeso } from '../../../lib/format-peso';
import { useCountUp } from './use-count-up';

/**
 * A pool's amount, rolling up to each new value. Screen readers hear the amount it settles on (the
 * rolling digits are hidden from them), so a poll every ten seconds does not read out every frame.
 */
export function PoolAmount({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: string;
  className: string;
}) {
  const shown = useCountUp(amount);
  return (
    <span className={className}>
      <span aria-hidden="true">{formatPeso(shown, currency)}</span>
      <span className="mk-visually-hidden">{formatPeso(amount, currency)}</span>
    </span>
  );
}
