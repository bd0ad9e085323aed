/** Why a client's details reach a company (contacts' `contact_shares.purpose`, decision 0019). */
export type SharePurpose = 'inquiry' | 'offer' | 'chat';

/** Which clients share their details with a company now, and why (absent: no share in force). */
export type SharesWith = ReadonlyMap<string, SharePurpose>;

/**
 * What of a client's contact a company sees. Nothing without a share in force. Once the client accepted the
 * company's offer (purpose `offer`), both the e-mail and the phone: the award is a handshake, and the client
 * was told so before accepting (decision 0019, amended by issue 35). Otherwise what the client's switches
 * choose.
 */
export function sharedContact(
  purpose: SharePurpose | null | undefined,
  client: { email: string; phone: string | null; shareEmail: boolean; sharePhone: boolean },
): { email: string | null; phone: string | null } {
  if (!purpose) return { email: null, phone: null };
  const award = purpose === 'offer';
  return {
    email: award || client.shareEmail ? client.email : null,
    phone: award || client.sharePhone ? client.phone : null,
  };
}
