export { ResetConfirmForm } from './components/reset-confirm-form';
export { ResetRequestForm } from './components/reset-request-form';
export { loadScreenStyles } from '../styles';
