import type { AssistantPart } from '@tendero/contracts';
import { emptyInquiryValues, type InquiryFormValues, saveInquiryDraft } from '@/features/inquiries';

type DraftPart = Extract<AssistantPart, { type: 'inquiryDraft' }>;

/** The assistant's draft as the inquiry form holds its values (services and city are catalogue slugs). */
export function formValuesOfDraft(draft: DraftPart['draft']): InquiryFormValues {
  return {
    ...emptyInquiryValues(draft.services),
    description: draft.description,
    budgetMax: draft.budgetMax === null ? '' : String(draft.budgetMax),
    city: draft.city ?? '',
  };
}

/**
 * Keeps the draft where the inquiry form looks for one, asking every provider of the services (no chosen
 * companies): the client chooses whom to ask in the form. Answers false when the browser keeps nothing.
 */
export function storeAssistantDraft(draft: DraftPart['draft']): boolean {
  // The inquiry form's own draft storage, which /orders/my?draft=1 reads.
  return saveInquiryDraft(formValuesOfDraft(draft), { companies: [], more: 0 });
}
