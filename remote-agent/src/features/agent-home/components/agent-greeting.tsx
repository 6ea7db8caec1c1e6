/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount } from '@mobile/react-kit';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { greetingFor } from '../greeting';
import { Icon } from './icon';

/**
 * The browser's local hour a server drawing of /m/agent greets by (docs/decisions/0661): the frame service
 * has no clock of the browser's, so it passes the hour in the shell's time zone hint (`mc_tz`). Null in the
 * browser, which reads its own clock.
 */
export const DrawnHour = createContext<number | null>(null);

/** Time-of-day greeting with the user name, and the customer-service button. */
export function AgentGreeting({ userName }: { userName: string }) {
  const { bus } = useMount();
  const { t } = useTranslation(AGENT_NS);
  const drawnHour = useContext(DrawnHour);
  const greeting = greetingFor(drawnHour ?? new Date().getHours());
  return (
    <header className="agent-home__greeting">
      <h1 className="agent-home__hello">{t(`greeting.${greeting}`, { name: userName })}</h1>
      <button
        type="button"
        className="agent-home__service"
        aria-label={t('service')}
        onClick={() => bus.emit({ type: 'open-service' })}
      >
        <Icon name="service" />
      </button>
    </header>
  );
}
