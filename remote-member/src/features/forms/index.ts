// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { CaptchaField } from './captcha-field';
export { Field } from './field';
export { FormField } from './form-field';
export { PasswordField } from './password-field';
export { type PasswordConfirmOptions, usePasswordConfirm } from './use-password-confirm';
