/** The account pages, in one chunk: signing in, registering, passwords, the reports list and the settings. */
export { default as LoginPage } from '../features/account/routes/LoginPage';
export { default as RegisterPage } from '../features/account/routes/RegisterPage';
export { default as ForgotPasswordPage } from '../features/account/routes/ForgotPasswordPage';
export { default as EditPasswordPage } from '../features/account/routes/EditPasswordPage';
export { default as ReportListPage } from '../features/account/routes/ReportListPage';
export { default as UserSettingsPage } from '../features/account/routes/UserSettingsPage';
