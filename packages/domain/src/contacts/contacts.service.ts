import { bindOperation as bind } from '../shared/bind-operation';
import type { DomainContext } from '../shared/context';
import { contactOwners } from './operations/contact-owners';
import { listShares, withdrawShare } from './operations/contact-shares';
import { exportContacts } from './operations/export-contacts';
import { importContacts } from './operations/import-contacts';
import { getContact, listContacts } from './operations/list-contacts';
import { bulkTag, createTag, deleteTag, listTags, updateTag } from './operations/manage-tags';
import { createContact, removeContact, updateContact } from './operations/save-contact';

/**
 * Contacts (SPEC §1): each person's own list of the people they work with, with tags, notes and a
 * marketing consent; the manager sees counts per owner only; clients control which companies see their
 * details. Added automatically where the work happens (`recordContactWork`, wired by the app).
 */
export function createContacts(ctx: DomainContext) {
  return {
    list: bind(ctx, listContacts),
    get: bind(ctx, getContact),
    create: bind(ctx, createContact),
    update: bind(ctx, updateContact),
    remove: bind(ctx, removeContact),
    bulkTag: bind(ctx, bulkTag),
    importCsv: bind(ctx, importContacts),
    exportCsv: bind(ctx, exportContacts),
    owners: bind(ctx, contactOwners),
    shares: bind(ctx, listShares),
    withdrawShare: bind(ctx, withdrawShare),
    tags: bind(ctx, listTags),
    createTag: bind(ctx, createTag),
    updateTag: bind(ctx, updateTag),
    deleteTag: bind(ctx, deleteTag),
  };
}
export type Contacts = ReturnType<typeof createContacts>;
