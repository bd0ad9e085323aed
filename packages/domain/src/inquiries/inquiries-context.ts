import type { ContactWork } from '../contacts/index';
import type { FileStorage } from '../files/index';
import type { Marketplace } from '../marketplace/index';
import type { DomainContext } from '../shared/context';
import type { SharesWith } from '../shared/shared-contact';

/** What every inquiry operation works with: the domain context and the marketplace's search (ask-all). */
export type InquiriesContext = DomainContext & {
  marketplace: Marketplace;
  /** Offers a company without Premium may send a calendar month (UTC); Infinity: no limit. */
  freeApplicationsPerMonth: number;
  /** The author ticked the marketing consent (the consents capability records the version accepted). */
  onMarketingConsent?: (acceptance: { userId: string; ip: string | null }) => Promise<void>;
  /** The work that makes contacts and consents to share details (the contacts capability records it). */
  onContactWork?: (work: ContactWork) => Promise<void>;
  /** Which of these clients share their details with the company now, and why (the contacts capability's record). */
  clientsSharingWith?: (companyId: string, clientIds: readonly string[]) => Promise<SharesWith>;
  /** An offer was accepted: the chat capability opens the conversation of the client and the winning rep. */
  onAwarded?: (award: { clientId: string; repId: string }) => Promise<void>;
  /** Where the files of inquiries and offers are stored (local folder or S3). */
  storage?: FileStorage;
};
