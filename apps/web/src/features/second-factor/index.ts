export { CodeField } from './code-field';
export { SecondFactorStep } from './second-factor-step';
export { TeamSecondFactor } from './team-second-factor';
