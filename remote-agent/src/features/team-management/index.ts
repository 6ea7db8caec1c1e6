// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { useDownline } from './api/use-downline';
export { useDownlines } from './api/use-downlines';
export { RebateForm } from './components/rebate-form';
export { TeamManagementPage } from './components/team-management-page';
export { checkRebateInput } from './rebate-input';
