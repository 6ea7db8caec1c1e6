// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
// The auth form styles come with the feature: the register form also shows on the social callback page.
import './components/auth.css';

export { bannerImageSrc } from './api/use-auth-banner';
export { useCaptcha } from './api/use-captcha';
export { AuthCheck } from './components/auth-check';
export { AuthToggle } from './components/auth-toggle';
export { useDefaultDialingCode } from './components/dialing-code-select';
export { LoginRegisterPage } from './components/login-register-page';
export { MobileNumberField } from './components/mobile-number-field';
export { MobileSmsFields } from './components/mobile-sms-fields';
export type { SmsButtonLabels } from './components/sms-code-button';
export { SmsCodeButton } from './components/sms-code-button';
export { Tabs } from './components/tabs';
export { emitLogin, offerPasswordToBrowser } from './finish-login';
export { gameLaunchHref } from './game-launch-href';
export { captchaRequested, initialLoginMethod, loginMethodsOf } from './login-methods';
export { mobileNumberError, smsCodeError } from './mobile-rules';
export type { RegisterMethod } from './register-method';
export { browserInstallContext, registerMethodOf } from './register-method';
export type { LoginMethod } from './remembered-login';
export { readRememberedLogin, writeRememberedLogin } from './remembered-login';
export { type SocialProvider, socialProviders } from './social-login';
export { useSmsCountdown } from './use-sms-countdown';
