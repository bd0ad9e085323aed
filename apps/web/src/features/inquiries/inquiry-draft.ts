import type { InquiryCreateInput, InquiryFormInput } from '@tendero/contracts';

/** Who an inquiry is asked of besides every provider: chosen companies, or all companies of a search. */
export type InquiryTargets = {
  companies: { id: string; name: string }[];
  /** Companies of "ask all companies found" beyond the listed ones. */
  more: number;
  askAllFound?: InquiryCreateInput['askAllFound'];
};

/** What the inquiry form holds while it is being written (text inputs keep text). */
export type InquiryFormValues = {
  services: string[];
  visibilityDays: number;
  description: string;
  budgetMin: string;
  budgetMax: string;
  currency: 'PLN' | 'EUR';
  city: string;
  marketingConsent: boolean;
  /** "Ask only these companies" (create, with chosen companies only). */
  private: boolean;
  /** "Details after NDA", with the terms the companies accept (a private inquiry only). */
  nda: boolean;
  ndaTerms: string;
};

/** What the form holds, as the form keeps it (the form's values are typed by the contract's schema). */
export function formValuesOf(values: InquiryFormInput): InquiryFormValues {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    services: values.services,
    visibilityDays: Number(values.visibilityDays),
    description: values.description,
    budgetMin: text(values.budgetMin),
    budgetMax: text(values.budgetMax),
    currency: values.currency ?? 'PLN',
    city: text(values.city),
    marketingConsent: values.marketingConsent ?? false,
    private: values.private ?? false,
    nda: values.nda ?? false,
    ndaTerms: values.ndaTerms ?? '',
  };
}

export type InquiryDraft = { values: InquiryFormValues; targets: InquiryTargets; savedAt: number };

const key = 'tendero:inquiry-draft';
/** A draft older than this is forgotten: the visitor has moved on. */
const maxAgeMs = 14 * 86_400_000;

export const emptyTargets: InquiryTargets = { companies: [], more: 0 };

export function emptyInquiryValues(services: string[] = []): InquiryFormValues {
  return {
    services,
    visibilityDays: 7,
    description: '',
    budgetMin: '',
    budgetMax: '',
    currency: 'PLN',
    city: '',
    marketingConsent: false,
    private: false,
    nda: false,
    ndaTerms: '',
  };
}

/**
 * Keeps what a signed-out visitor typed in the browser (never sent anywhere), so signing in or registering
 * loses nothing: /orders/my puts it back into the form.
 */
export function saveInquiryDraft(values: InquiryFormValues, targets: InquiryTargets): boolean {
  try {
    const draft: InquiryDraft = { values, targets, savedAt: Date.now() };
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // Storage full or disabled: the visitor is told to sign in all the same.
    return false;
  }
}

export function readInquiryDraft(): InquiryDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<InquiryDraft>;
    if (!draft.values || !draft.targets || typeof draft.savedAt !== 'number' || Date.now() - draft.savedAt > maxAgeMs) {
      localStorage.removeItem(key);
      return null;
    }
    const values = { ...emptyInquiryValues(), ...draft.values };
    const companies = Array.isArray(draft.targets.companies) ? draft.targets.companies : [];
    return {
      values: {
        ...values,
        services: Array.isArray(values.services) ? values.services.filter((item) => typeof item === 'string') : [],
      },
      targets: { companies, more: Number(draft.targets.more) || 0, askAllFound: draft.targets.askAllFound },
      savedAt: draft.savedAt,
    };
  } catch {
    return null;
  }
}

export function clearInquiryDraft(): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
