/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useTranslation } from 'react-i18next';
import type { AuthTab } from '../auth-tab';
import { Tabs } from './tabs';

const TABS: readonly AuthTab[] = ['login', 'register'];

/** Login / register tabs; the page moves the address when one is chosen. */
export function AuthTabs({ value, onChange }: { value: AuthTab; onChange(tab: AuthTab): void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      tabs={TABS}
      value={value}
      onChange={onChange}
      idPrefix="auth"
      labelOf={(tab) => t(tab === 'login' ? 'login.tab' : 'register.tab')}
      panelOf={(tab) => `auth-panel-${tab}`}
    />
  );
}
