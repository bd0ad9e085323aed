/**
 * Inquiries (SPEC "orders"): a client's need, published to providers until a chosen end date, answered by
 * sales reps with comparable offers (applications). Lifecycles are the tables in `inquiryTransitions` and
 * `applicationTransitions`; the domain enforces them.
 */
export * from './applications';
export * from './inquiry-input';
export * from './inquiry-lifecycle';
export * from './inquiry-views';
export * from './leads';
