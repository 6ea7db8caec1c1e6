import { useReducedMotion } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

/** Five envelopes; each one's lane and start delay is in the stylesheet (no inline styles under the CSP). */
const ENVELOPES = [0, 1, 2, 3, 4];

interface EnvelopeFieldProps {
  busy: boolean;
  onCatch: () => void;
}

/** The rain: envelopes fall (or stand still with reduced motion); catching any one of them is the catch. */
export function EnvelopeField({ busy, onCatch }: EnvelopeFieldProps) {
  const { t } = useTranslation(WALLET_NS);
  const still = useReducedMotion();
  return (
    <div className={`red-rain__field${still ? ' red-rain__field--still' : ''}`}>
      {ENVELOPES.map((envelope) => (
        <button
          key={envelope}
          type="button"
          className="red-rain__envelope"
          disabled={busy}
          onClick={onCatch}
          aria-label={t('redRain.catch')}
        >
          <span aria-hidden="true">🧧</span>
        </button>
      ))}
    </div>
  );
}
