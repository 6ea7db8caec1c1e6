import type { RouteEntry } from '../route-entry';

/** Pages of remote-member. */
export const MEMBER_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/notice',
    owner: 'member',
    expose: './NoticePage',
    titleKey: 'title.notice',
    loginRequired: false,
  },
  {
    path: '/m/member/notice',
    owner: 'member',
    expose: './NoticePage',
    titleKey: 'title.notice',
    loginRequired: true,
  },
  {
    path: '/m/login',
    owner: 'member',
    expose: './LoginRegisterPage',
    titleKey: 'title.login',
    loginRequired: false,
  },
  {
    path: '/m/register',
    owner: 'member',
    expose: './LoginRegisterPage',
    titleKey: 'title.register',
    loginRequired: false,
  },
  {
    path: '/m/register.html',
    owner: 'member',
    expose: './LoginRegisterPage',
    titleKey: 'title.register',
    loginRequired: false,
  },
  {
    path: '/m/forget',
    owner: 'member',
    expose: './ForgetPasswordPage',
    titleKey: 'title.forget',
    loginRequired: false,
  },
  // Without a session the page itself goes to /m/home (SPEC 2 change password), not to login.
  {
    path: '/m/changePsw',
    owner: 'member',
    expose: './ChangePasswordPage',
    titleKey: 'title.changePassword',
    loginRequired: false,
  },
  {
    path: '/m/set',
    owner: 'member',
    expose: './SettingsPage',
    titleKey: 'title.settings',
    loginRequired: true,
  },
  {
    path: '/m/member/home',
    owner: 'member',
    expose: './MemberCentrePage',
    titleKey: 'title.memberCentre',
    loginRequired: true,
  },
  {
    path: '/m/myAccount/index',
    owner: 'member',
    expose: './MyAccountPage',
    titleKey: 'title.myAccount',
    loginRequired: true,
  },
  {
    path: '/m/securityCenter',
    owner: 'member',
    expose: './SecurityCentrePage',
    titleKey: 'title.securityCentre',
    loginRequired: true,
  },
  {
    path: '/m/member/benefits',
    owner: 'member',
    expose: './VipBenefitsPage',
    titleKey: 'title.vip',
    loginRequired: true,
  },
  {
    path: '/m/responsible',
    owner: 'member',
    expose: './ResponsiblePage',
    titleKey: 'title.responsible',
    loginRequired: false,
  },
];
