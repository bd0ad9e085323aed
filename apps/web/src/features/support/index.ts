export { SupportForm } from './support-form';
