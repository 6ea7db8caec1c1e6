import { useMount } from '@mobile/react-kit';
import { HOME_PATH } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import './message-centre.css';

/** The own bar of a page the frame shows without its header: a back button to home and the title. */
export function HomeBar({ title }: { title: string }) {
  const { navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  return (
    <div className="member-centre-msg__bar">
      <button
        type="button"
        className="member-centre-msg__back"
        aria-label={t('messageCentre.back')}
        onClick={() => navigate(HOME_PATH)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h1 className="member-centre-msg__title">{title}</h1>
    </div>
  );
}
