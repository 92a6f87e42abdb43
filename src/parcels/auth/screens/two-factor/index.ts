export { CodeStep } from './components/code-step';
export { loadStyles } from '../styles';
