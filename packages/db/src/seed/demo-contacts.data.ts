/**
 * The demo rep's own contacts: people met outside Tendero, kept by hand, a tag for a trade fair, and the
 * marketing consent three of them gave, so the newsletter composer has someone to write to on a fresh start.
 */
export const demoRepContacts = {
  tag: { name: 'Targi Poznań 2026', colour: '#0f766e' },
  contacts: [
    {
      name: 'Marta Kowalewska',
      email: 'marta.kowalewska@demo.tendero.test',
      phone: '+48 601 200 300',
      organization: 'Hurtownia Medyczna Medix',
      notes: 'Met at the Poznań fair; looking for a new warehouse system in Q1.',
      consent: true,
    },
    {
      name: 'Jakub Wiśniewski',
      email: 'jakub.wisniewski@demo.tendero.test',
      phone: '+48 602 300 400',
      organization: 'Biuro Podróży Horyzont',
      notes: 'Wants a booking app; budget decided in January.',
      consent: true,
    },
    {
      name: 'Elena Novak',
      email: 'elena.novak@demo.tendero.test',
      phone: null,
      organization: 'Adriatic Logistics d.o.o.',
      notes: 'English-speaking; asked for case studies of route planning.',
      consent: true,
    },
    {
      name: 'Paweł Zając',
      email: 'pawel.zajac@demo.tendero.test',
      phone: '+48 603 400 500',
      organization: 'Zając i Syn',
      notes: 'Did not agree to newsletters: call only.',
      consent: false,
    },
  ],
} as const;
