import { accountsEndpoints } from './accounts/accounts.endpoints';
import { devicesEndpoints } from './accounts/devices.endpoints';
import { passkeysEndpoints } from './accounts/passkeys.endpoints';
import { providersEndpoints } from './accounts/providers.endpoints';
import { secondFactorEndpoints } from './accounts/second-factor.endpoints';
import { adminEndpoints } from './admin/admin.endpoints';
import { platformLeadsEndpoints } from './admin/platform-leads.endpoints';
import { assistantEndpoints } from './assistant/assistant.endpoints';
import { billingEndpoints } from './billing/billing.endpoints';
import { catalogEndpoints } from './catalog/catalog.endpoints';
import { chatEndpoints } from './chat/chat.endpoints';
import { companiesEndpoints, companyEntryEndpointRows } from './companies/companies.endpoints';
import { taxIdentityEndpoints } from './companies/tax-identity.endpoints';
import { consentsEndpoints } from './consents/consents.endpoints';
import { contactsEndpoints } from './contacts/contacts.endpoints';
import { filesEndpoints } from './files/files.endpoints';
import { inquiryAttachmentsEndpoints } from './inquiries/attachments.endpoints';
import { inquiriesEndpoints } from './inquiries/inquiries.endpoints';
import { inquiryAlertsEndpoints } from './inquiries/inquiry-alerts.endpoints';
import { invoicingEndpoints } from './invoicing/invoicing.endpoints';
import { ksefEndpoints } from './invoicing/ksef.endpoints';
import { mailboxEndpoints } from './mailbox/mailbox.endpoints';
import { marketplaceEndpoints } from './marketplace/marketplace.endpoints';
import { meetingsEndpoints } from './meetings/meetings.endpoints';
import { moderationEndpoints } from './moderation/moderation.endpoints';
import { newsletterEndpoints } from './newsletter/newsletter.endpoints';
import { notificationsEndpoints } from './notifications/notifications.endpoints';
import { pushEndpoints } from './notifications/push.endpoints';
import { personalDataEndpoints } from './personal-data/personal-data.endpoints';
import { savedSearchesEndpoints } from './saved-searches/saved-searches.endpoints';
import type { EndpointDefinition } from './shared/endpoint';
import { supportEndpoints } from './support/support.endpoints';

/**
 * Every endpoint of the API, by capability. The server registers each row, the OpenAPI document is
 * written from them and the web client calls them; a test checks that the app serves exactly these.
 */
export const apiEndpoints = {
  accounts: accountsEndpoints,
  providers: providersEndpoints,
  admin: adminEndpoints,
  assistant: assistantEndpoints,
  billing: billingEndpoints,
  catalog: catalogEndpoints,
  chat: chatEndpoints,
  companies: companiesEndpoints,
  companyEntries: companyEntryEndpointRows,
  consents: consentsEndpoints,
  contacts: contactsEndpoints,
  devices: devicesEndpoints,
  files: filesEndpoints,
  inquiries: inquiriesEndpoints,
  inquiryAttachments: inquiryAttachmentsEndpoints,
  inquiryAlerts: inquiryAlertsEndpoints,
  invoicing: invoicingEndpoints,
  ksef: ksefEndpoints,
  mailbox: mailboxEndpoints,
  marketplace: marketplaceEndpoints,
  meetings: meetingsEndpoints,
  moderation: moderationEndpoints,
  newsletter: newsletterEndpoints,
  notifications: notificationsEndpoints,
  passkeys: passkeysEndpoints,
  personalData: personalDataEndpoints,
  push: pushEndpoints,
  platformLeads: platformLeadsEndpoints,
  secondFactor: secondFactorEndpoints,
  savedSearches: savedSearchesEndpoints,
  support: supportEndpoints,
  taxIdentity: taxIdentityEndpoints,
} satisfies Record<string, Record<string, EndpointDefinition>>;
