export { supportAnswerBy, supportHours } from './answer-time';
export { submitSupportRequest } from './support.service';
