/**
 * Mailbox providers anyone can sign up with: two accounts on one of them say nothing about who owns
 * them, so they never make a client "one of the company's own accounts".
 */
export const freeMailDomains = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'zoho.com',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'op.pl',
  'onet.eu',
  'interia.pl',
  'interia.eu',
  'poczta.fm',
  'tlen.pl',
  'gazeta.pl',
  'vp.pl',
  'buziaczek.pl',
  'example.com',
] as const;
