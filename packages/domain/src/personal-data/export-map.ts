/**
 * Every table of the database (packages/db/src/schema), said once: either the file of the export its
 * rows about a person go to, or why it holds no personal data. `export-map.test.ts` fails when a table is
 * added to the schema without being named here, so nothing about a person can be stored without being
 * part of "Download my data" (GDPR art. 15 and 20), or a reason written why it is not about anyone.
 */
export const exportFiles = [
  'account.json',
  'sign-in.json',
  'sessions.csv',
  'activity.json',
  'company.json',
  'inquiries.json',
  'offers.json',
  'reviews.json',
  'favourites.json',
  'messages.json',
  'contacts.json',
  'contacts.csv',
  'consents.json',
  'consents.csv',
  'newsletters.json',
  'meetings.json',
  'assistant.json',
  'emails.json',
  'support.json',
  'moderation.json',
  'payments.json',
  'payments.csv',
  'invoices.json',
  'invoices.csv',
] as const;
export type ExportFile = (typeof exportFiles)[number];

/** Tables that hold data about a person, and the export file their rows about the person are in. */
export const exportedTables = {
  users: 'account.json',
  invitations: 'account.json',
  data_exports: 'account.json',
  // Issue 40: the notification settings and push devices (the prefs and push work reads them into the export).
  notification_preferences: 'account.json',
  push_subscriptions: 'account.json',
  // Issue 40: a person's own new-inquiry alert choice, and which inquiries they were alerted of.
  inquiry_alert_choices: 'account.json',
  inquiry_alerts_sent: 'account.json',
  rep_response_figures: 'account.json',
  buyer_records: 'account.json',
  sessions: 'sessions.csv',
  sign_in_failures: 'sign-in.json',
  credentials: 'sign-in.json',
  verifications: 'sign-in.json',
  known_devices: 'sign-in.json',
  known_addresses: 'sign-in.json',
  sign_in_email_codes: 'sign-in.json',
  sign_in_email_challenges: 'sign-in.json',
  sign_in_code_guesses: 'sign-in.json',
  totp_factors: 'sign-in.json',
  second_factor_recovery_codes: 'sign-in.json',
  second_factor_challenges: 'sign-in.json',
  second_factor_guesses: 'sign-in.json',
  passkeys: 'sign-in.json',
  provider_pending_identities: 'sign-in.json',
  audit_log: 'activity.json',
  verification_checks: 'activity.json',
  verification_events: 'activity.json',
  companies: 'company.json',
  company_entries: 'company.json',
  subscriptions: 'company.json',
  company_tax_identities: 'company.json',
  team_second_factor_rules: 'company.json',
  company_response_figures: 'company.json',
  inquiries: 'inquiries.json',
  inquiry_targets: 'inquiries.json',
  // Issue 40: the company's new-inquiry alert scope (its manager's export, with the company).
  inquiry_alert_scopes: 'company.json',
  inquiry_attachments: 'inquiries.json',
  leads: 'inquiries.json',
  applications: 'offers.json',
  inquiry_nda_acceptances: 'offers.json',
  reviews: 'reviews.json',
  favourites: 'favourites.json',
  favourite_companies: 'favourites.json',
  // Issue 40: saved searches and the companies each found.
  saved_searches: 'favourites.json',
  saved_search_matches: 'favourites.json',
  chat_participants: 'messages.json',
  chat_messages: 'messages.json',
  contacts: 'contacts.csv',
  tags: 'contacts.json',
  contact_tags: 'contacts.json',
  contact_shares: 'consents.json',
  consent_acceptances: 'consents.csv',
  consent_withdrawals: 'consents.json',
  newsletters: 'newsletters.json',
  newsletter_recipients: 'newsletters.json',
  newsletter_subscriptions: 'newsletters.json',
  mailing_suppressions: 'newsletters.json',
  mailing_company_suppressions: 'newsletters.json',
  meetings: 'meetings.json',
  assistant_conversations: 'assistant.json',
  assistant_messages: 'assistant.json',
  mail_messages: 'emails.json',
  support_requests: 'support.json',
  content_removals: 'moderation.json',
  payments: 'payments.csv',
  invoices: 'invoices.csv',
} as const satisfies Record<string, ExportFile>;

/** Tables that hold nothing about a person, each with the reason. */
export const tablesWithoutPersonalData = {
  chats: 'a conversation row holds only the pair of ids and its counters; its participants and messages are exported',
  consent_texts:
    'the published documents themselves; who accepted which version is exported from consent_acceptances, an admin publishing one from the activity log',
  removed_file_keys: 'storage keys of files already deleted, waiting for the storage sweep',
  stripe_events:
    "Stripe's event payloads, applied once into subscriptions and payments, which are exported to the company's manager",
  invoice_series: 'the last number of each invoice series and year',
  inquiry_postings: 'a derived search index of open inquiries (ids, dates, city); the inquiries are exported',
  search_postings: 'a derived search index of listed companies',
  search_terms: 'counts of companies per search term',
  search_words: 'words of listed companies’ names and tags',
  search_state: 'a version number of the search index',
  app_meta: 'facts about this installation (the demo seed version)',
  jobs: 'background jobs: their payloads carry ids, and the rows they act on are exported',
  passkey_challenges: 'a random WebAuthn challenge, valid five minutes and deleted when answered',
  provider_sign_in_flows:
    'a sign-in with Google or Microsoft in flight: hashed state and PKCE values, tied to no account',
  trust_state: 'when the trust figures were last computed',
} as const;

export type ExportedTable = keyof typeof exportedTables;
