import { useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { greetingFor } from '../greeting';
import { Icon } from './icon';

/** Time-of-day greeting with the user name, and the customer-service button. */
export function AgentGreeting({ userName }: { userName: string }) {
  const { bus } = useMount();
  const { t } = useTranslation(AGENT_NS);
  const greeting = greetingFor(new Date().getHours());
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
