export { RegisterPage } from './components/register-page';
export { loadScreenStyles } from '../styles';
