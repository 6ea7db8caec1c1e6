import { useStreamValue } from '@mobile/react-kit';
import { apiQuery, checksContracts, contractPrompts, isPathEnabled } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * SPEC 4: home load checks a logged-in member's contracts (types 4, 40, 41, 42 skip it) and asks about
 * each pending one in turn; Go opens its contract page in the agent remote. Same query key as the agent
 * remote's, so answering a contract there clears the prompt here.
 */
export function ContractPrompt() {
  const { api, bus, enabledRemotes } = useShell();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const session = useStreamValue(bus.session$);
  const [dismissed, setDismissed] = useState(0);
  const asks = session !== null && checksContracts(session.type);
  const info = useQuery({
    ...apiQuery(api, 'contractInfo', {}, { member: session?.id ?? null }),
    enabled: asks,
  });
  if (!session || !asks) return null;
  const prompt = contractPrompts(session.type, info.data).filter((p) =>
    isPathEnabled(p.path, enabledRemotes),
  )[dismissed];
  if (!prompt) return null;
  return (
    <ConfirmDialog
      title={t(`home.contractPrompt.${prompt.kind}`)}
      message={t('home.contractPrompt.message')}
      confirmLabel={t('home.contractPrompt.go')}
      cancelLabel={t('action.cancel')}
      onCancel={() => setDismissed((n) => n + 1)}
      onConfirm={() => navigate(prompt.path)}
    />
  );
}
