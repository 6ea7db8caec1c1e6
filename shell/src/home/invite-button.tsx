import { isPathEnabled } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Icon } from '../ui/icon';
import { AGENT_HOME_PATH, REFERRAL_PATH, useInviteTap } from './use-invite-tap';
import './invite-button.css';

/** SPEC home: a floating button that opens the referral view (or what the affiliate tap rule says). */
export function InviteButton() {
  const { enabledRemotes } = useShell();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { tap, agentModal, closeAgentModal } = useInviteTap();
  // The referral page belongs to the member remote; without it there is nothing to invite from.
  if (!isPathEnabled(REFERRAL_PATH, enabledRemotes)) return null;
  return (
    <>
      <button type="button" className="invite-button" onClick={tap}>
        <Icon name="gift" />
        <span className="invite-button__label">{t('home.invite')}</span>
      </button>
      {agentModal ? (
        <ConfirmDialog
          title={t('home.agentInviteTitle')}
          message={t('home.agentInviteMessage')}
          confirmLabel={t('home.agentInviteGo')}
          onCancel={closeAgentModal}
          onConfirm={() => {
            closeAgentModal();
            navigate(AGENT_HOME_PATH);
          }}
        />
      ) : null}
    </>
  );
}
