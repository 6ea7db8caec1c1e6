const { createWebpackConfig } = require('@mobile/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_member',
  role: 'remote',
  exposes: {
    './NoticePage': './src/parcels/notice-page.tsx',
    './LoginRegisterPage': './src/parcels/login-register-page.tsx',
    './ChangePasswordPage': './src/parcels/change-password-page.tsx',
    './SettingsPage': './src/parcels/settings-page.tsx',
    './ForgetPasswordPage': './src/parcels/forget-password-page.tsx',
    './SocialCallbackPage': './src/parcels/social-callback-page.tsx',
    './MemberCentrePage': './src/parcels/member-centre-page.tsx',
    './MyAccountPage': './src/parcels/my-account-page.tsx',
    './SecurityCentrePage': './src/parcels/security-centre-page.tsx',
    './VipBenefitsPage': './src/parcels/vip-benefits-page.tsx',
    './InboxPage': './src/parcels/inbox-page.tsx',
    './MessageCentrePage': './src/parcels/message-centre-page.tsx',
    './FeedbackPage': './src/parcels/feedback-page.tsx',
    './HelpPage': './src/parcels/help-page.tsx',
    './PromotionsPage': './src/parcels/promotions-page.tsx',
    './InvitePage': './src/parcels/invite-page.tsx',
    './AppDownloadPage': './src/parcels/app-download-page.tsx',
    './ResponsiblePage': './src/parcels/responsible-page.tsx',
    './TermsPage': './src/parcels/terms-page.tsx',
  },
});
