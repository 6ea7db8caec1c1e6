// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { ConfirmDialog } from './components/confirm-dialog';
export { DetailRows } from './components/detail-rows';
export { LogoutButton } from './components/logout-button';
export { SettingsPage } from './components/settings-page';
