// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { usePasswordRule } from './api/get-register-settings';
export { ChangePasswordPage } from './components/change-password-page';
export type { MessageKey } from './password-rules';
export {
  checkConfirmation,
  checkNewPassword,
  DEFAULT_PASSWORD_PATTERN,
  PASSWORD_MESSAGES,
  passwordPatternOf,
} from './password-rules';
