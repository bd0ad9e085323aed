import './app-config';

export { formatDate, formatDateTime, formatDateTimeMinutes, formatMoment } from './dates';
export { type AppLocale, getMessages, type MessageKey, type Messages, messagesByLocale } from './messages';
export { nameBeforeFullStop } from './names';
export { formatMoney, formatMoneyRange, formatRating } from './numbers';
export { type TimeZoneOption, timeZoneLabel, timeZoneOptions } from './time-zones';
export {
  failOnTranslationError,
  hasMessage,
  type KeyUnder,
  type MessageNamespace,
  translate,
  translateKey,
  translator,
} from './translate';
