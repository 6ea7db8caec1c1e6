/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useTranslation } from 'react-i18next';
import { useMount } from './mount-context';

interface BackButtonProps {
  className?: string;
}

/**
 * The visible back control of a page that hides the site's titled bar (SPEC 2 page frame): the shell
 * goes back by the page record's back target (one step back, or /m/home from login, register, trail,
 * activity and forget), as the titled bar's back and the swipe do. No page is a dead end without it.
 */
export function BackButton({ className }: BackButtonProps) {
  const { bus } = useMount();
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={['mk-back', className].filter(Boolean).join(' ')}
      aria-label={t('action.back')}
      onClick={() => bus.emit({ type: 'back' })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
