import { schema } from '@tendero/db';
import { createMeetings, type MeetingChange } from '@tendero/domain/meetings';
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainContext } from '../../capabilities';
import { signedInUser, testAppPerFile, testConfig } from '../../test/test-app';

const env = testAppPerFile();
type Person = Awaited<ReturnType<typeof signedInUser>>;
let manager: Person;
let rep: Person;
let otherRep: Person;
let client: Person;
let stranger: Person;

const year = new Date().getUTCFullYear() + 1;
/** 10:00 in Warsaw in March is 09:00 UTC (CET); in July it is 08:00 UTC (CEST). */
const plan = {
  date: `${year}-03-10`,
  time: '10:00',
  durationMinutes: 45,
  timeZone: 'Europe/Warsaw',
  location: 'Biuro, ul. Prosta 1, Warszawa',
  videoUrl: 'https://meet.example.com/abc-def',
  agenda: 'Oferta; termin wdrożenia',
};

beforeAll(async () => {
  manager = await signedInUser(env.app, env.accounts, { role: 'MANAGER', prefix: 'mmgr', companyName: 'Meet Co' });
  rep = await signedInUser(env.app, env.accounts, {
    role: 'SALES_REP',
    prefix: 'mrep',
    firstName: 'Rita',
    lastName: 'Rep',
    companyId: manager.user.companyId as string,
  });
  otherRep = await signedInUser(env.app, env.accounts, { role: 'SALES_REP', prefix: 'mrep2', companyName: 'Other' });
  client = await signedInUser(env.app, env.accounts, {
    role: 'CLIENT',
    prefix: 'mcli',
    locale: 'pl',
    firstName: 'Ola',
  });
  stranger = await signedInUser(env.app, env.accounts, { role: 'CLIENT', prefix: 'mstr' });
});

/** A conversation between the two, as the chat capability stores it. */
async function shareChat(a: Person, b: Person): Promise<string> {
  const [chat] = await env.database.db
    .insert(schema.chats)
    .values({ pairKey: [a.user.id, b.user.id].sort().join(':') })
    .returning({ id: schema.chats.id });
  const chatId = chat?.id as string;
  await env.database.db.insert(schema.chatParticipants).values([
    { chatId, userId: a.user.id },
    { chatId, userId: b.user.id },
  ]);
  return chatId;
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, person?: Person, payload?: object) =>
  env.app.inject({ method, url, headers: person?.auth ?? {}, ...(payload ? { payload } : {}) });

const mailsTo = (email: string) =>
  env.database.db
    .select()
    .from(schema.mailMessages)
    .where(eq(schema.mailMessages.to, email.toLowerCase()))
    .orderBy(asc(schema.mailMessages.createdAt));

async function lastMailTo(email: string) {
  const mails = await mailsTo(email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The calendar file parsed by a real parser (Mozilla's ical.js, Thunderbird's). */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    description: event.description,
    status: vevent.getFirstPropertyValue('status'),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    localStart: event.startDate.toString(),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(vevent.getFirstPropertyValue('attendee')).toLowerCase(),
  };
}

const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('1:1 meetings', () => {
  let meetingId = '';
  let uid = '';
  let token = '';

  it('lets only reps and managers propose, and only to people they chat with or keep as contacts', async () => {
    const body = { attendee: { userId: rep.user.id }, plan };
    expect((await call('POST', '/api/meetings', client, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/meetings', undefined, body)).statusCode).toBe(401);
    // No conversation and no contact yet: the client is nobody the rep may invite.
    const unknown = await call('POST', '/api/meetings', rep, { attendee: { userId: client.user.id }, plan });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates the plan with translated messages: future start, 15–480 min, a real zone, https link, a place', async () => {
    await shareChat(rep, client);
    const propose = (changes: object) =>
      env.app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { ...rep.auth, 'accept-language': 'pl' },
        payload: { attendee: { userId: client.user.id }, plan: { ...plan, ...changes } },
      });
    const cases: [object, string, string][] = [
      [{ date: `${year - 2}-01-01` }, 'plan.date', 'Wybierz datę i godzinę w przyszłości'],
      [{ durationMinutes: 10 }, 'plan.durationMinutes', 'Spotkanie trwa od 15 minut do 8 godzin'],
      [{ durationMinutes: 481 }, 'plan.durationMinutes', 'Spotkanie trwa od 15 minut do 8 godzin'],
      [{ timeZone: 'Mars/Olympus' }, 'plan.timeZone', 'Wybierz poprawną strefę czasową'],
      [{ videoUrl: 'http://meet.example.com/x' }, 'plan.videoUrl', expect.stringContaining('https://') as never],
      [{ location: '', videoUrl: '' }, 'plan.location', 'Podaj miejsce lub link do wideorozmowy'],
      [{ agenda: 'x'.repeat(2001) }, 'plan.agenda', 'Ten tekst jest za długi'],
    ];
    for (const [changes, path, message] of cases) {
      const response = await propose(changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().fieldErrors).toContainEqual({ path, message });
    }
  });

  it('proposes: an e-mail in the attendee’s language with an .ics a real parser reads (REQUEST, UID, SEQUENCE 0)', async () => {
    const response = await call('POST', '/api/meetings', rep, { attendee: { userId: client.user.id }, plan });
    expect(response.statusCode).toBe(201);
    const meeting = response.json();
    expect(meeting).toMatchObject({
      status: 'proposed',
      sequence: 0,
      viewer: 'organizer',
      startsAt: `${year}-03-10T09:00:00.000Z`,
      attendee: { id: client.user.id, name: 'Ola Nowak' },
      organizer: { id: rep.user.id, name: 'Rita Rep' },
    });
    expect(meeting.chatId).toBeTruthy();
    meetingId = meeting.id;
    uid = meeting.uid;

    const mail = await lastMailTo(client.user.email);
    expect(mail.subject).toContain('Rita Rep zaprasza Cię na spotkanie');
    // The zone as a Polish reader names it, not its IANA id.
    expect(mail.text).toContain('10:00, czas środkowoeuropejski (GMT+1) – Polska, 45 min');
    expect(mail.text).not.toContain('Europe/Warsaw');
    expect(mail.text).toContain(`/pl/meetings/${meetingId}?token=`);
    token = tokenIn(mail.text);
    expect(mail.html).toContain(`href="http://localhost:3000/pl/meetings/${meetingId}?token=${token}"`);
    expect(mail.html).toContain('Zaakceptuj lub odrzuć</a>');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file?.contentType).toContain('text/calendar');
    expect(file?.contentType).toContain('method=REQUEST');
    const ics = parseCalendar(file?.content ?? '');
    expect(ics).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 0,
      tzid: 'Europe/Warsaw',
      localStart: `${year}-03-10T10:00:00`,
      start: `${year}-03-10T09:00:00.000Z`,
      end: `${year}-03-10T09:45:00.000Z`,
      organizer: `mailto:${rep.user.email}`.toLowerCase(),
      attendee: `mailto:${client.user.email}`.toLowerCase(),
      status: 'CONFIRMED',
    });
    expect(ics.summary).toBe('Spotkanie z Rita Rep (Tendero)');
    expect(ics.description).toContain('Oferta; termin wdrożenia');
  });

  it('lets nobody else read it: strangers, other reps and visitors without the token get 404', async () => {
    expect((await call('GET', `/api/meetings/${meetingId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/meetings/${meetingId}`, otherRep)).statusCode).toBe(404);
    expect((await call('GET', `/api/meetings/${meetingId}`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/meetings/${meetingId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/meetings/${meetingId}?token=forged`)).statusCode).toBe(404);
    const strangersList = (await call('GET', `/api/meetings?userId=${client.user.id}`, stranger)).json();
    expect(strangersList.meetings).toEqual([]);
    // The two participants see it, in the single read and in the list.
    expect((await call('GET', `/api/meetings/${meetingId}`, client)).json()).toMatchObject({
      viewer: 'attendee',
      canRespond: true,
      contactId: null,
    });
    const clientsList = (await call('GET', `/api/meetings?userId=${rep.user.id}`, client)).json();
    expect(clientsList.meetings.map((m: { id: string }) => m.id)).toEqual([meetingId]);
  });

  it('accepts with one click from the e-mail (no sign-in); a forged token is refused', async () => {
    const forged = await call('POST', `/api/meetings/${meetingId}/response`, undefined, {
      answer: 'accepted',
      token: `${token.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(404);
    const seen = await call('GET', `/api/meetings/${meetingId}?token=${token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ viewer: 'attendee', status: 'proposed' });

    const accepted = await call('POST', `/api/meetings/${meetingId}/response`, undefined, {
      answer: 'accepted',
      token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', respondedAt: expect.any(String) });
    const told = await lastMailTo(rep.user.email);
    // In the organizer's language: the rep's last calls were made from a Polish page (remembered).
    expect(told.subject).toContain('Ola Nowak przyjmuje spotkanie');
    // The organizer does not answer their own invitation.
    expect((await call('POST', `/api/meetings/${meetingId}/response`, rep, { answer: 'declined' })).statusCode).toBe(
      403,
    );
  });

  it('lets only the organizer change it: same UID, SEQUENCE 1, asked again, the old link stops working', async () => {
    const moved = { ...plan, date: `${year}-07-10`, location: '', videoUrl: 'https://meet.example.com/new' };
    expect((await call('PUT', `/api/meetings/${meetingId}`, client, moved)).statusCode).toBe(403);
    expect((await call('PUT', `/api/meetings/${meetingId}`, otherRep, moved)).statusCode).toBe(404);
    const response = await call('PUT', `/api/meetings/${meetingId}`, rep, moved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uid, sequence: 1, status: 'proposed', location: null });

    const mail = await lastMailTo(client.user.email);
    expect(mail.subject).toContain('Zmiana spotkania');
    const ics = parseCalendar(mail.attachments[0]?.content ?? '');
    expect(ics).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 1,
      localStart: `${year}-07-10T10:00:00`,
      start: `${year}-07-10T08:00:00.000Z`,
    });
    expect((await call('GET', `/api/meetings/${meetingId}?token=${token}`)).statusCode).toBe(404);
    token = tokenIn(mail.text);
    expect((await call('GET', `/api/meetings/${meetingId}?token=${token}`)).statusCode).toBe(200);
  });

  it('lets the signed-in attendee answer in the conversation', async () => {
    const declined = await call('POST', `/api/meetings/${meetingId}/response`, client, { answer: 'declined' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('declined');
  });

  it('cancels (organizer only): METHOD:CANCEL, same UID, SEQUENCE 2; no answer after that', async () => {
    expect((await call('POST', `/api/meetings/${meetingId}/cancel`, client)).statusCode).toBe(403);
    const response = await call('POST', `/api/meetings/${meetingId}/cancel`, rep);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', sequence: 2 });
    const mail = await lastMailTo(client.user.email);
    expect(mail.subject).toContain('Spotkanie odwołane');
    expect(mail.attachments[0]?.contentType).toContain('method=CANCEL');
    const ics = parseCalendar(mail.attachments[0]?.content ?? '');
    expect(ics).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
    const late = await call('POST', `/api/meetings/${meetingId}/response`, client, { answer: 'accepted' });
    expect(late.statusCode).toBe(409);
    expect((await call('POST', `/api/meetings/${meetingId}/cancel`, rep)).statusCode).toBe(409);
  });

  it("invites one of the rep's own contacts by e-mail, never another rep's contact", async () => {
    const [contact] = await env.database.db
      .insert(schema.contacts)
      .values({ ownerId: rep.user.id, name: 'Piotr Zewnętrzny', email: 'piotr@example.com', source: 'manual' })
      .returning({ id: schema.contacts.id });
    const contactId = contact?.id as string;
    const foreign = await call('POST', '/api/meetings', otherRep, { attendee: { contactId }, plan });
    expect(foreign.statusCode).toBe(404);
    const response = await call('POST', '/api/meetings', rep, { attendee: { contactId }, plan });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contactId, attendee: { id: null, name: 'Piotr Zewnętrzny' } });
    const list = (await call('GET', `/api/meetings?contactId=${contactId}`, rep)).json();
    expect(list.meetings).toHaveLength(1);
    expect((await call('GET', `/api/meetings?contactId=${contactId}`, otherRep)).json().meetings).toEqual([]);
    const mail = await lastMailTo('piotr@example.com');
    expect(parseCalendar(mail.attachments[0]?.content ?? '').method).toBe('REQUEST');
  });

  it('lets a manager invite a rep of their company they talk with, in the rep’s language', async () => {
    await shareChat(manager, rep);
    const response = await call('POST', '/api/meetings', manager, { attendee: { userId: rep.user.id }, plan });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ attendee: { id: rep.user.id }, viewer: 'organizer' });
    // The rep's page language is Polish (remembered from their calls above).
    expect((await lastMailTo(rep.user.email)).subject).toContain('zaprasza Cię na spotkanie');
    // The rep, the attendee here, cannot cancel the manager's meeting.
    expect((await call('POST', `/api/meetings/${response.json().id}/cancel`, rep)).statusCode).toBe(403);
  });

  it('tells both people after each committed change (the server pushes it over the chat socket)', async () => {
    const changes: MeetingChange[] = [];
    const meetings = createMeetings(domainContext(testConfig(), env.database), {
      onMeetingChanged: (change) => changes.push(change),
    });
    const session = { userId: rep.user.id, role: 'SALES_REP' as const };
    const proposed = await meetings.propose(session, {
      attendee: { userId: client.user.id },
      plan: { ...plan, durationMinutes: 30, agenda: '' },
    });
    await meetings.respond({ userId: client.user.id, role: 'CLIENT' }, proposed.id, { answer: 'accepted' });
    await meetings.cancel(session, proposed.id);
    expect(changes).toEqual([
      { meetingId: proposed.id, userIds: [rep.user.id, client.user.id] },
      { meetingId: proposed.id, userIds: [rep.user.id, client.user.id] },
      { meetingId: proposed.id, userIds: [rep.user.id, client.user.id] },
    ]);
  });

  it('shows the .ics in the dev mailbox with a download link', async () => {
    const box = (await env.app.inject('/api/dev/mailbox')).json();
    const mail = box.messages.find((m: { to: string }) => m.to === 'piotr@example.com');
    expect(mail.attachments).toEqual([{ index: 0, filename: 'invite.ics', contentType: expect.any(String) }]);
    const file = await env.app.inject(`/api/dev/mailbox/${mail.id}/attachments/0`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.body).toContain('BEGIN:VCALENDAR');
    expect((await env.app.inject(`/api/dev/mailbox/${mail.id}/attachments/3`)).statusCode).toBe(404);
    const page = await env.app.inject('/dev/mailbox');
    expect(page.body).toContain(`/api/dev/mailbox/${mail.id}/attachments/0`);
  });
});
