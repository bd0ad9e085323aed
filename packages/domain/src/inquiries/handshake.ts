import type { Application } from '@tendero/contracts';
import { findPeople, type PersonRow } from '../accounts/index';
import { sharedContact } from '../shared/shared-contact';
import type { InquiriesContext } from './inquiries-context';

function fullName(person: PersonRow | undefined): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

/**
 * The award's handshake on accepted offers (the callers pass only offers their reader may see: the
 * inquiry's author, the offer's rep, their manager, admins). The rep's work e-mail and phone always; the
 * client's while they share their details with the company (accepting shares both; withdrawing on
 * /contacts hides them again). An author who is a provider (own needs) is not a client: their work details.
 */
export async function withHandshake(
  ctx: InquiriesContext,
  offers: Application[],
  authorOf: (inquiryId: string) => string | undefined,
): Promise<Application[]> {
  const accepted = offers.filter((offer) => offer.state === 'accepted' && authorOf(offer.inquiryId) !== undefined);
  if (accepted.length === 0) return offers;
  const people = new Map(
    (
      await findPeople(ctx.db, [
        ...new Set(accepted.flatMap((offer) => [offer.rep.id, authorOf(offer.inquiryId) as string])),
      ])
    ).map((person) => [person.id, person]),
  );
  const handshakes = new Map<string, NonNullable<Application['handshake']>>();
  for (const offer of accepted) {
    const clientId = authorOf(offer.inquiryId) as string;
    const client = people.get(clientId);
    const rep = people.get(offer.rep.id);
    if (!client || client.deletedAt) continue;
    const shares = ctx.clientsSharingWith
      ? await ctx.clientsSharingWith(offer.company.id, [clientId])
      : new Map([[clientId, 'offer' as const]]);
    const details =
      client.role === 'CLIENT'
        ? sharedContact(shares.get(clientId), client)
        : { email: client.email, phone: client.phone };
    handshakes.set(offer.id, {
      companyName: offer.company.name,
      client: { id: clientId, name: fullName(client), ...details },
      rep: {
        id: offer.rep.id,
        name: rep ? fullName(rep) : offer.rep.name,
        email: rep && !rep.deletedAt ? rep.email : null,
        phone: rep && !rep.deletedAt ? rep.phone : null,
      },
    });
  }
  return offers.map((offer) => {
    const handshake = handshakes.get(offer.id);
    return handshake ? { ...offer, handshake } : offer;
  });
}
