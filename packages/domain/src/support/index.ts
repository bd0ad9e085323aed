export { submitSupportRequest, supportAnswerWithinMs } from './support.service';
