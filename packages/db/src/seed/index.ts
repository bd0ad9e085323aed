/** The demo data: fixed tables the API's seed steps turn into accounts, companies, reviews and inquiries. */
export * from './demo-company.data';
export * from './demo-contacts.data';
export * from './demo-history';
export * from './demo-history.data';
export * from './demo-inquiries.data';
export * from './demo-marketplace.data';
