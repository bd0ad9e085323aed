import type { MessageKeys, NestedKeyOf } from 'use-intl/core';
import enAbout from '../messages/en/about.json' with { type: 'json' };
import enAccounts from '../messages/en/accounts.json' with { type: 'json' };
import enAdmin from '../messages/en/admin.json' with { type: 'json' };
import enAssistant from '../messages/en/assistant.json' with { type: 'json' };
import enAssistantPage from '../messages/en/assistantPage.json' with { type: 'json' };
import enBilling from '../messages/en/billing.json' with { type: 'json' };
import enBillingPl from '../messages/en/billingPl.json' with { type: 'json' };
import enBlog from '../messages/en/blog.json' with { type: 'json' };
import enChat from '../messages/en/chat.json' with { type: 'json' };
import enCommon from '../messages/en/common.json' with { type: 'json' };
import enCompanies from '../messages/en/companies.json' with { type: 'json' };
import enConsents from '../messages/en/consents.json' with { type: 'json' };
import enContacts from '../messages/en/contacts.json' with { type: 'json' };
import enDevices from '../messages/en/devices.json' with { type: 'json' };
import enDevMailbox from '../messages/en/devMailbox.json' with { type: 'json' };
import enEmail from '../messages/en/email.json' with { type: 'json' };
import enErrors from '../messages/en/errors.json' with { type: 'json' };
import enFiles from '../messages/en/files.json' with { type: 'json' };
import enFindInquiries from '../messages/en/findInquiries.json' with { type: 'json' };
import enInquiries from '../messages/en/inquiries.json' with { type: 'json' };
import enInquiryAlerts from '../messages/en/inquiryAlerts.json' with { type: 'json' };
import enInvoices from '../messages/en/invoices.json' with { type: 'json' };
import enKsef from '../messages/en/ksef.json' with { type: 'json' };
import enLanding from '../messages/en/landing.json' with { type: 'json' };
import enLeads from '../messages/en/leads.json' with { type: 'json' };
import enLegal from '../messages/en/legal.json' with { type: 'json' };
import enMarketplace from '../messages/en/marketplace.json' with { type: 'json' };
import enMeetings from '../messages/en/meetings.json' with { type: 'json' };
import enModeration from '../messages/en/moderation.json' with { type: 'json' };
import enMyData from '../messages/en/myData.json' with { type: 'json' };
import enMyInquiries from '../messages/en/myInquiries.json' with { type: 'json' };
import enNewsletter from '../messages/en/newsletter.json' with { type: 'json' };
import enNotificationSettings from '../messages/en/notificationSettings.json' with { type: 'json' };
import enNotifications from '../messages/en/notifications.json' with { type: 'json' };
import enPasskeys from '../messages/en/passkeys.json' with { type: 'json' };
import enPlatformLeads from '../messages/en/platformLeads.json' with { type: 'json' };
import enPrivateInquiries from '../messages/en/privateInquiries.json' with { type: 'json' };
import enProfiles from '../messages/en/profiles.json' with { type: 'json' };
import enProviders from '../messages/en/providers.json' with { type: 'json' };
import enPwa from '../messages/en/pwa.json' with { type: 'json' };
import enReviews from '../messages/en/reviews.json' with { type: 'json' };
import enRoutes from '../messages/en/routes.json' with { type: 'json' };
import enSavedSearches from '../messages/en/savedSearches.json' with { type: 'json' };
import enSecondFactor from '../messages/en/secondFactor.json' with { type: 'json' };
import enSettings from '../messages/en/settings.json' with { type: 'json' };
import enSupport from '../messages/en/support.json' with { type: 'json' };
import enTaxIdentity from '../messages/en/taxIdentity.json' with { type: 'json' };
import enTrust from '../messages/en/trust.json' with { type: 'json' };
import enValidation from '../messages/en/validation.json' with { type: 'json' };
import plAbout from '../messages/pl/about.json' with { type: 'json' };
import plAccounts from '../messages/pl/accounts.json' with { type: 'json' };
import plAdmin from '../messages/pl/admin.json' with { type: 'json' };
import plAssistant from '../messages/pl/assistant.json' with { type: 'json' };
import plAssistantPage from '../messages/pl/assistantPage.json' with { type: 'json' };
import plBilling from '../messages/pl/billing.json' with { type: 'json' };
import plBillingPl from '../messages/pl/billingPl.json' with { type: 'json' };
import plBlog from '../messages/pl/blog.json' with { type: 'json' };
import plChat from '../messages/pl/chat.json' with { type: 'json' };
import plCommon from '../messages/pl/common.json' with { type: 'json' };
import plCompanies from '../messages/pl/companies.json' with { type: 'json' };
import plConsents from '../messages/pl/consents.json' with { type: 'json' };
import plContacts from '../messages/pl/contacts.json' with { type: 'json' };
import plDevices from '../messages/pl/devices.json' with { type: 'json' };
import plDevMailbox from '../messages/pl/devMailbox.json' with { type: 'json' };
import plEmail from '../messages/pl/email.json' with { type: 'json' };
import plErrors from '../messages/pl/errors.json' with { type: 'json' };
import plFiles from '../messages/pl/files.json' with { type: 'json' };
import plFindInquiries from '../messages/pl/findInquiries.json' with { type: 'json' };
import plInquiries from '../messages/pl/inquiries.json' with { type: 'json' };
import plInquiryAlerts from '../messages/pl/inquiryAlerts.json' with { type: 'json' };
import plInvoices from '../messages/pl/invoices.json' with { type: 'json' };
import plKsef from '../messages/pl/ksef.json' with { type: 'json' };
import plLanding from '../messages/pl/landing.json' with { type: 'json' };
import plLeads from '../messages/pl/leads.json' with { type: 'json' };
import plLegal from '../messages/pl/legal.json' with { type: 'json' };
import plMarketplace from '../messages/pl/marketplace.json' with { type: 'json' };
import plMeetings from '../messages/pl/meetings.json' with { type: 'json' };
import plModeration from '../messages/pl/moderation.json' with { type: 'json' };
import plMyData from '../messages/pl/myData.json' with { type: 'json' };
import plMyInquiries from '../messages/pl/myInquiries.json' with { type: 'json' };
import plNewsletter from '../messages/pl/newsletter.json' with { type: 'json' };
import plNotificationSettings from '../messages/pl/notificationSettings.json' with { type: 'json' };
import plNotifications from '../messages/pl/notifications.json' with { type: 'json' };
import plPasskeys from '../messages/pl/passkeys.json' with { type: 'json' };
import plPlatformLeads from '../messages/pl/platformLeads.json' with { type: 'json' };
import plPrivateInquiries from '../messages/pl/privateInquiries.json' with { type: 'json' };
import plProfiles from '../messages/pl/profiles.json' with { type: 'json' };
import plProviders from '../messages/pl/providers.json' with { type: 'json' };
import plPwa from '../messages/pl/pwa.json' with { type: 'json' };
import plReviews from '../messages/pl/reviews.json' with { type: 'json' };
import plRoutes from '../messages/pl/routes.json' with { type: 'json' };
import plSavedSearches from '../messages/pl/savedSearches.json' with { type: 'json' };
import plSecondFactor from '../messages/pl/secondFactor.json' with { type: 'json' };
import plSettings from '../messages/pl/settings.json' with { type: 'json' };
import plSupport from '../messages/pl/support.json' with { type: 'json' };
import plTaxIdentity from '../messages/pl/taxIdentity.json' with { type: 'json' };
import plTrust from '../messages/pl/trust.json' with { type: 'json' };
import plValidation from '../messages/pl/validation.json' with { type: 'json' };

/** English is the type source: Polish must have exactly the same keys (checked by a test). */
const en = {
  about: enAbout,
  accounts: enAccounts,
  blog: enBlog,
  common: enCommon,
  companies: enCompanies,
  devices: enDevices,
  devMailbox: enDevMailbox,
  email: enEmail,
  errors: enErrors,
  files: enFiles,
  landing: enLanding,
  legal: enLegal,
  profiles: enProfiles,
  marketplace: enMarketplace,
  reviews: enReviews,
  admin: enAdmin,
  routes: enRoutes,
  settings: enSettings,
  support: enSupport,
  assistant: enAssistant,
  assistantPage: enAssistantPage,
  taxIdentity: enTaxIdentity,
  trust: enTrust,
  validation: enValidation,
  chat: enChat,
  notifications: enNotifications,
  inquiries: enInquiries,
  inquiryAlerts: enInquiryAlerts,
  invoices: enInvoices,
  myData: enMyData,
  notificationSettings: enNotificationSettings,
  myInquiries: enMyInquiries,
  findInquiries: enFindInquiries,
  privateInquiries: enPrivateInquiries,
  providers: enProviders,
  leads: enLeads,
  billing: enBilling,
  billingPl: enBillingPl,
  moderation: enModeration,
  consents: enConsents,
  platformLeads: enPlatformLeads,
  contacts: enContacts,
  newsletter: enNewsletter,
  meetings: enMeetings,
  savedSearches: enSavedSearches,
  secondFactor: enSecondFactor,
  passkeys: enPasskeys,
  ksef: enKsef,
  pwa: enPwa,
};
export type Messages = typeof en;

/** Every key of a text (`common.nav.about`), as use-intl checks them: the type of `translate`'s key. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

const pl: Messages = {
  about: plAbout,
  accounts: plAccounts,
  blog: plBlog,
  common: plCommon,
  companies: plCompanies,
  devices: plDevices,
  devMailbox: plDevMailbox,
  email: plEmail,
  errors: plErrors,
  files: plFiles,
  landing: plLanding,
  legal: plLegal,
  profiles: plProfiles,
  marketplace: plMarketplace,
  reviews: plReviews,
  admin: plAdmin,
  routes: plRoutes,
  settings: plSettings,
  support: plSupport,
  assistant: plAssistant,
  assistantPage: plAssistantPage,
  taxIdentity: plTaxIdentity,
  trust: plTrust,
  validation: plValidation,
  chat: plChat,
  notifications: plNotifications,
  inquiries: plInquiries,
  inquiryAlerts: plInquiryAlerts,
  invoices: plInvoices,
  myData: plMyData,
  notificationSettings: plNotificationSettings,
  myInquiries: plMyInquiries,
  findInquiries: plFindInquiries,
  privateInquiries: plPrivateInquiries,
  providers: plProviders,
  leads: plLeads,
  billing: plBilling,
  billingPl: plBillingPl,
  moderation: plModeration,
  consents: plConsents,
  platformLeads: plPlatformLeads,
  contacts: plContacts,
  newsletter: plNewsletter,
  meetings: plMeetings,
  savedSearches: plSavedSearches,
  secondFactor: plSecondFactor,
  passkeys: plPasskeys,
  ksef: plKsef,
  pwa: plPwa,
};

export type AppLocale = 'en' | 'pl';
export const messagesByLocale: Record<AppLocale, Messages> = { en, pl };

export function getMessages(locale: AppLocale): Messages {
  return messagesByLocale[locale];
}
