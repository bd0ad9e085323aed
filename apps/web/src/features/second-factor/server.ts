import 'server-only';

export { SecondFactorPage } from './second-factor-page';
