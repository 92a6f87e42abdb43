export { EmailUpdateConfirmPage } from './components/email-update-confirm-page';
export { RegisterConfirmPage } from './components/register-confirm-page';
export { loadStyles } from '../styles';
