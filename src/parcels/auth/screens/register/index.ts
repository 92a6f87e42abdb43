export { RegisterPage } from './components/register-page';
export { loadStyles } from '../styles';
