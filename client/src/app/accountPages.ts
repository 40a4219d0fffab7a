/**
 * The account pages, in one chunk: signing in, registering, passwords, the user-centre home, the reports list,
 * personal information, rights and interests, and the settings.
 */
export { default as LoginPage } from '../features/account/routes/LoginPage';
export { default as RegisterPage } from '../features/account/routes/RegisterPage';
export { default as ForgotPasswordPage } from '../features/account/routes/ForgotPasswordPage';
export { default as EditPasswordPage } from '../features/account/routes/EditPasswordPage';
export { default as ReportListPage } from '../features/account/routes/ReportListPage';
export { default as UserSettingsPage } from '../features/account/routes/UserSettingsPage';
export { default as PersonalInfoPage } from '../features/account/routes/PersonalInfoPage';
export { default as UserCentrePage } from '../features/userCentre/routes/UserCentrePage';
export { default as RightsInterestsPage } from '../features/userCentre/routes/RightsInterestsPage';
