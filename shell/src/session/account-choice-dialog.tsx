import type { SessionInfo } from '@mobile/shared-contracts';
import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog';

interface AccountChoiceDialogProps {
  current: SessionInfo;
  offered: SessionInfo;
  onKeep: () => void;
  onSwitch: () => void;
}

/**
 * A link carrying another member's token, opened while a session exists (issue 26 finding 12): the player
 * chooses which account to keep. Closing the dialog (Escape, the mask) keeps the current one.
 */
export function AccountChoiceDialog({ current, offered, onKeep, onSwitch }: AccountChoiceDialogProps) {
  const { t } = useTranslation('common');
  const names = { current: current.userName, offered: offered.userName || String(offered.id) };
  return (
    <ConfirmDialog
      title={t('accountChoice.title')}
      message={t('accountChoice.message', names)}
      cancelLabel={t('accountChoice.keep', names)}
      confirmLabel={t('accountChoice.switch', names)}
      onCancel={onKeep}
      onConfirm={onSwitch}
    />
  );
}

/** Shows the dialog over the running app, in a root of its own; resolves with the kept session. */
export function askAccountChoice(
  i18n: I18n,
  current: SessionInfo,
  offered: SessionInfo,
): Promise<SessionInfo> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const choose = (session: SessionInfo) => () => {
      root.unmount();
      host.remove();
      resolve(session);
    };
    root.render(
      <I18nextProvider i18n={i18n}>
        <AccountChoiceDialog
          current={current}
          offered={offered}
          onKeep={choose(current)}
          onSwitch={choose(offered)}
        />
      </I18nextProvider>,
    );
  });
}
