import { useTranslation } from 'react-i18next';
import type { AuthTab } from '../auth-tab';

const TABS: readonly AuthTab[] = ['login', 'register'];

/** Login / register tabs; the page moves the address when one is chosen. */
export function AuthTabs({ value, onChange }: { value: AuthTab; onChange(tab: AuthTab): void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-tabs" role="tablist">
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`auth-tab-${tab}`}
          aria-controls={`auth-panel-${tab}`}
          aria-selected={value === tab}
          className="auth-tabs__tab"
          onClick={() => onChange(tab)}
        >
          {t(tab === 'login' ? 'login.tab' : 'register.tab')}
        </button>
      ))}
    </div>
  );
}
