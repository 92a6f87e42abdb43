export { ResetConfirmForm } from './components/reset-confirm-form';
export { ResetRequestForm } from './components/reset-request-form';
export { loadStyles } from '../styles';
