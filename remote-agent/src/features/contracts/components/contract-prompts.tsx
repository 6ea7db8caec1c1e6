/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { ModalLayer, useMount } from '@mobile/react-kit';
import { contractPrompts, type SessionInfo } from '@mobile/shared-contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useContractInfo } from '../api/use-contract-info';
import './contract-prompt.css';
import '../../../common/agent-button.css';

/**
 * SPEC 4 agent screen load: one confirm per pending contract, in turn; Cancel shows the next, Go opens
 * that contract's page. Types 4, 40, 41 and 42 never see them (and never ask the server).
 */
export function ContractPrompts({ session }: { session: SessionInfo }) {
  const { t } = useTranslation(AGENT_NS);
  const { navigate } = useMount();
  const info = useContractInfo(session);
  const [dismissed, setDismissed] = useState(0);
  const goButton = useRef<HTMLButtonElement>(null);
  const prompt = contractPrompts(session.type, info.data)[dismissed];

  if (!prompt) return null;
  return (
    // One layer per prompt: the next one takes the focus again.
    <ModalLayer
      key={dismissed}
      className="contract-prompt"
      panelClassName="contract-prompt__box"
      role="alertdialog"
      labelledBy="contract-prompt-title"
      describedBy="contract-prompt-message"
      initialFocus={goButton}
    >
      <h2 id="contract-prompt-title" className="contract-prompt__title">
        {t(`contract.prompt.${prompt.kind}`)}
      </h2>
      <p id="contract-prompt-message" className="contract-prompt__message">
        {t('contract.prompt.message')}
      </p>
      <div className="contract-prompt__actions">
        <button
          type="button"
          className="agent-button agent-button--plain"
          onClick={() => setDismissed((n) => n + 1)}
        >
          {t('contract.prompt.cancel')}
        </button>
        <button ref={goButton} type="button" className="agent-button" onClick={() => navigate(prompt.path)}>
          {t('contract.prompt.go')}
        </button>
      </div>
    </ModalLayer>
  );
}
