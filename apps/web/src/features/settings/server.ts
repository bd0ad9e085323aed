import 'server-only';

export { MyDataPage } from './my-data-page';
export { type CompanyStanding, CompanyStandingCard, RankingExplanation } from './positioning-overview';
export { SettingsFrame } from './settings-nav';
