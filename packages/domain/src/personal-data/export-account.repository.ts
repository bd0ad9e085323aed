import { type Db, schema } from '@tendero/db';
import { and, asc, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import { withoutKeys } from './export-values';

const s = schema;

/** The person's own account row (null for an unknown id). */
export async function readPerson(db: Db, userId: string) {
  const [row] = await db.select().from(s.users).where(eq(s.users.id, userId));
  return row ?? null;
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof readPerson>>>;

/** account.json: the profile, how they joined, their earlier exports and their figures. */
export async function readAccount(db: Db, person: PersonRow) {
  const userId = person.id;
  const [invitations, exports, repFigures, buyerRecord] = await Promise.all([
    db.select().from(s.invitations).where(eq(s.invitations.userId, userId)),
    db.select().from(s.dataExports).where(eq(s.dataExports.userId, userId)).orderBy(asc(s.dataExports.requestedAt)),
    db.select().from(s.repResponseFigures).where(eq(s.repResponseFigures.userId, userId)),
    db.select().from(s.buyerRecords).where(eq(s.buyerRecords.clientId, userId)),
  ]);
  return {
    profile: withoutKeys(person, [
      'failedSignIns',
      'failedSignInsSince',
      'recoveryCodeGuesses',
      'recoveryCodeGuessesSince',
    ]),
    // Who invited them is a company's act; the token is never exported (only its hash is kept anyway).
    invitations: invitations.map((row) => withoutKeys(row, ['tokenHash', 'invitedBy'])),
    dataExports: exports.map((row) => withoutKeys(row, ['storageKey'])),
    responseFigures: repFigures.map((row) => withoutKeys(row, ['userId'])),
    buyerRecord: buyerRecord[0] ? withoutKeys(buyerRecord[0], ['clientId']) : null,
  };
}

/** sessions.csv: every session (sign-in) with its address and browser; never the token. */
export async function readSessions(db: Db, userId: string) {
  return db
    .select({
      createdAt: s.sessions.createdAt,
      lastUsedAt: s.sessions.updatedAt,
      expiresAt: s.sessions.expiresAt,
      ipAddress: s.sessions.ipAddress,
      userAgent: s.sessions.userAgent,
    })
    .from(s.sessions)
    .where(eq(s.sessions.userId, userId))
    .orderBy(desc(s.sessions.createdAt));
}

/** sign-in.json: ways to sign in, devices and addresses known, second factor and codes: dates, never secrets. */
export async function readSignIn(db: Db, person: PersonRow) {
  const userId = person.id;
  const [
    providers,
    verifications,
    failures,
    devices,
    addresses,
    emailCodes,
    challenges,
    codeGuesses,
    totp,
    recoveryCodes,
    secondFactorChallenges,
    secondFactorGuesses,
    passkeys,
    pendingLinks,
  ] = await Promise.all([
    db
      .select({ provider: s.credentials.providerId, linkedAt: s.credentials.createdAt })
      .from(s.credentials)
      .where(eq(s.credentials.userId, userId)),
    db
      .select({ createdAt: s.verifications.createdAt, expiresAt: s.verifications.expiresAt })
      .from(s.verifications)
      .where(like(s.verifications.identifier, `%${person.email}%`)),
    db
      .select({
        address: s.signInFailures.address,
        failures: s.signInFailures.failures,
        lastFailedAt: s.signInFailures.lastFailedAt,
      })
      .from(s.signInFailures)
      .where(eq(s.signInFailures.userId, userId)),
    db
      .select({
        userAgent: s.knownDevices.userAgent,
        firstSeenAt: s.knownDevices.firstSeenAt,
        lastSeenAt: s.knownDevices.lastSeenAt,
      })
      .from(s.knownDevices)
      .where(eq(s.knownDevices.userId, userId)),
    db
      .select({
        address: s.knownAddresses.address,
        firstSeenAt: s.knownAddresses.firstSeenAt,
        lastSeenAt: s.knownAddresses.lastSeenAt,
      })
      .from(s.knownAddresses)
      .where(eq(s.knownAddresses.userId, userId)),
    db
      .select({
        createdAt: s.signInEmailCodes.createdAt,
        expiresAt: s.signInEmailCodes.expiresAt,
        usedAt: s.signInEmailCodes.usedAt,
      })
      .from(s.signInEmailCodes)
      .where(eq(s.signInEmailCodes.userId, userId)),
    db
      .select({
        address: s.signInEmailChallenges.address,
        createdAt: s.signInEmailChallenges.createdAt,
        usedAt: s.signInEmailChallenges.usedAt,
      })
      .from(s.signInEmailChallenges)
      .where(eq(s.signInEmailChallenges.userId, userId)),
    db
      .select({ guesses: s.signInCodeGuesses.guesses, since: s.signInCodeGuesses.since })
      .from(s.signInCodeGuesses)
      .where(eq(s.signInCodeGuesses.userId, userId)),
    db
      .select({ createdAt: s.totpFactors.createdAt, confirmedAt: s.totpFactors.confirmedAt })
      .from(s.totpFactors)
      .where(eq(s.totpFactors.userId, userId)),
    db
      .select({ createdAt: s.recoveryCodes.createdAt, usedAt: s.recoveryCodes.usedAt })
      .from(s.recoveryCodes)
      .where(eq(s.recoveryCodes.userId, userId)),
    db
      .select({
        createdAt: s.secondFactorChallenges.createdAt,
        answeredAt: s.secondFactorChallenges.answeredAt,
        ipAddress: s.secondFactorChallenges.ipAddress,
        userAgent: s.secondFactorChallenges.userAgent,
      })
      .from(s.secondFactorChallenges)
      .where(eq(s.secondFactorChallenges.userId, userId)),
    db
      .select({ windowStart: s.secondFactorGuesses.windowStart, count: s.secondFactorGuesses.count })
      .from(s.secondFactorGuesses)
      .where(eq(s.secondFactorGuesses.userId, userId)),
    db
      .select({
        name: s.passkeys.name,
        deviceType: s.passkeys.deviceType,
        backedUp: s.passkeys.backedUp,
        createdAt: s.passkeys.createdAt,
        lastUsedAt: s.passkeys.lastUsedAt,
      })
      .from(s.passkeys)
      .where(eq(s.passkeys.userId, userId)),
    db
      .select({
        provider: s.providerPendingIdentities.provider,
        email: s.providerPendingIdentities.email,
        createdAt: s.providerPendingIdentities.createdAt,
        expiresAt: s.providerPendingIdentities.expiresAt,
      })
      .from(s.providerPendingIdentities)
      .where(eq(s.providerPendingIdentities.userId, userId)),
  ]);
  return {
    signInProviders: providers.map((row) => ({
      provider: row.provider === 'credential' ? 'password' : row.provider,
      linkedAt: row.linkedAt,
    })),
    pendingProviderLinks: pendingLinks,
    pendingEmailConfirmations: verifications,
    failedSignInsByAddress: failures,
    knownDevices: devices,
    knownAddresses: addresses,
    emailedSignInCodes: emailCodes,
    emailedSignInChallenges: challenges,
    emailedCodeGuesses: codeGuesses,
    authenticatorApp: totp[0] ?? null,
    recoveryCodes: { total: recoveryCodes.length, unused: recoveryCodes.filter((row) => !row.usedAt).length },
    secondFactorSteps: secondFactorChallenges,
    secondFactorGuesses,
    passkeys,
  };
}

/**
 * activity.json: the activity log's entries the person made or that were about them (sign-ins, changes of
 * their account); an admin's address and name are left out of entries about them. Admins also get the
 * verification checks they recorded.
 */
export async function readActivity(db: Db, person: PersonRow) {
  const userId = person.id;
  const log = s.auditLog;
  const entries = await db
    .select()
    .from(log)
    .where(or(eq(log.actorId, userId), and(eq(log.targetType, 'user'), eq(log.targetId, userId))))
    .orderBy(desc(log.at));
  const [checks, events] =
    person.role === 'ADMIN'
      ? await Promise.all([
          db
            .select({
              companyId: s.verificationChecks.companyId,
              criterion: s.verificationChecks.criterion,
              passed: s.verificationChecks.passed,
              note: s.verificationChecks.note,
              checkedAt: s.verificationChecks.checkedAt,
            })
            .from(s.verificationChecks)
            .where(eq(s.verificationChecks.checkedBy, userId)),
          db
            .select({
              companyId: s.verificationEvents.companyId,
              action: s.verificationEvents.action,
              criterion: s.verificationEvents.criterion,
              note: s.verificationEvents.note,
              createdAt: s.verificationEvents.createdAt,
            })
            .from(s.verificationEvents)
            .where(eq(s.verificationEvents.adminId, userId)),
        ])
      : [[], []];
  return {
    entries: entries.map((entry) => {
      const own = entry.actorId === userId;
      return {
        at: entry.at,
        action: entry.action,
        byYou: own,
        ip: own ? entry.ip : null,
        targetType: entry.targetType,
        targetId: entry.targetId,
        detail: own ? entry.detail : withoutKeys(entry.detail as Record<string, unknown>, ['authorName', 'email']),
      };
    }),
    verificationChecksRecorded: checks,
    verificationEventsRecorded: events,
  };
}

/** emails.json: the e-mails Tendero sent to the person's address (subject, when, delivery state). */
export async function readEmails(db: Db, person: PersonRow) {
  return db
    .select({
      subject: s.mailMessages.subject,
      locale: s.mailMessages.locale,
      status: s.mailMessages.status,
      createdAt: s.mailMessages.createdAt,
      sentAt: s.mailMessages.sentAt,
    })
    .from(s.mailMessages)
    .where(sql`lower(${s.mailMessages.to}) = lower(${person.email})`)
    .orderBy(desc(s.mailMessages.createdAt));
}

/** support.json: requests sent from the support centre while signed in, or from the person's address. */
export async function readSupport(db: Db, person: PersonRow) {
  return db
    .select({
      kind: s.supportRequests.kind,
      name: s.supportRequests.name,
      email: s.supportRequests.email,
      topic: s.supportRequests.topic,
      message: s.supportRequests.message,
      createdAt: s.supportRequests.createdAt,
    })
    .from(s.supportRequests)
    .where(
      or(
        eq(s.supportRequests.userId, person.id),
        and(isNull(s.supportRequests.userId), sql`lower(${s.supportRequests.email}) = lower(${person.email})`),
      ),
    );
}

/** assistant.json: conversations with the assistant and their turns. */
export async function readAssistant(db: Db, userId: string) {
  const [conversations, messages] = await Promise.all([
    db
      .select()
      .from(s.assistantConversations)
      .where(eq(s.assistantConversations.userId, userId))
      .orderBy(asc(s.assistantConversations.createdAt)),
    db
      .select()
      .from(s.assistantMessages)
      .where(eq(s.assistantMessages.userId, userId))
      .orderBy(asc(s.assistantMessages.createdAt)),
  ]);
  return conversations.map((conversation) => ({
    title: conversation.title,
    createdAt: conversation.createdAt,
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({ role: message.role, text: message.text, status: message.status, at: message.createdAt })),
  }));
}
