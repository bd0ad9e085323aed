'use client';

import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../cx';
import {
  countryOptions,
  createCountrySearch,
  createTypeAhead,
  evaluatePhone,
  type PhoneResult,
  type PhoneState,
  sanitizePhoneText,
} from './phone-logic';

export type PhoneInputLabels = { country: string; chooseCountry: string; search: string; noResults: string };

/** SPEC §9: the shown valid/invalid state follows typing after 500 ms. */
const debounceMs = 500;

/**
 * The phone field of SPEC §5/§9: a country selector with fuzzy search and type-ahead, and a number field
 * that emits E.164 when the number is valid for the chosen country (the raw text otherwise).
 */
export function PhoneInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  onResult,
  locale,
  defaultCountry,
  labels,
  invalid,
  describedBy,
  geolocationUrl,
}: {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onResult?: (result: PhoneResult | null) => void;
  locale: string;
  defaultCountry?: CountryCode;
  labels: PhoneInputLabels;
  invalid?: boolean;
  describedBy?: string;
  /** When set (a setting, off by default), the country is preselected from this IP-geolocation URL. */
  geolocationUrl?: string | null;
}) {
  const options = useMemo(() => countryOptions(locale), [locale]);
  const search = useMemo(() => createCountrySearch(options), [options]);
  const typeAhead = useRef(createTypeAhead()).current;
  const initial = useMemo(() => (value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined), [value]);
  const [country, setCountry] = useState<CountryCode | undefined>(initial?.country ?? defaultCountry);
  const [text, setText] = useState(initial ? initial.formatNational() : value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<PhoneState['state']>('empty');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();
  const hintId = `${id}-country-hint`;
  const searchRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const visible = useMemo(() => search(query), [search, query]);
  const selected = options.find((option) => option.code === country);

  const emit = (nextText: string, nextCountry: CountryCode | undefined) => {
    const state = evaluatePhone(nextText, nextCountry);
    if (state.result?.countryCode && !nextCountry) setCountry(state.result.countryCode);
    onChange(state.value);
    onResult?.(state.result);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(state.state), debounceMs);
  };

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useEffect(() => {
    if (!geolocationUrl || country) return;
    const controller = new AbortController();
    fetch(geolocationUrl, { signal: controller.signal })
      .then((response) => response.json())
      .then((data: { country_code?: unknown }) => {
        const code = typeof data.country_code === 'string' ? data.country_code.toUpperCase() : '';
        // Unavailable country codes are ignored (SPEC §8).
        if (options.some((option) => option.code === code)) setCountry((current) => current ?? (code as CountryCode));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [geolocationUrl, country, options]);
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const choose = (code: CountryCode) => {
    setCountry(code);
    setOpen(false);
    setQuery('');
    emit(text, code);
    buttonRef.current?.focus();
  };

  const onListKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = visible[active];
      if (option) choose(option.code);
    } else if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key.length === 1 && /\p{L}/u.test(event.key)) {
      const match = typeAhead(event.key, options);
      if (match) choose(match.code);
    }
  };

  const state = shown === 'valid' ? 'valid' : invalid || shown === 'invalid' ? 'invalid' : 'neutral';

  return (
    <div className="relative">
      <div
        className={cx(
          'flex rounded-lg bg-white shadow-sm ring-1 ring-inset focus-within:ring-2 focus-within:ring-brand-600',
          state === 'invalid' ? 'ring-red-500' : state === 'valid' ? 'ring-emerald-500' : 'ring-slate-300',
        )}
      >
        <button
          ref={buttonRef}
          type="button"
          className="flex w-36 shrink-0 items-center gap-2 rounded-l-lg border-r border-slate-200 px-3 text-left text-sm text-slate-800 hover:bg-slate-50 focus:outline-none"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
          onKeyDown={onButtonKey}
        >
          <span className="sr-only">{`${labels.country}: ${selected ? selected.name : labels.chooseCountry}, `}</span>
          {selected ? (
            <>
              <span className="text-xs font-semibold text-slate-500">{selected.code}</span>
              <span className="truncate">+{selected.callingCode}</span>
            </>
          ) : (
            <span className="truncate text-slate-500" aria-hidden="true">
              {labels.chooseCountry}
            </span>
          )}
          <svg viewBox="0 0 20 20" className="ml-auto h-4 w-4 text-slate-500" aria-hidden="true" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={250}
          value={text}
          aria-invalid={state === 'invalid' || undefined}
          aria-describedby={
            [describedBy, shown === 'needs-country' ? hintId : undefined].filter(Boolean).join(' ') || undefined
          }
          className="min-w-0 flex-1 rounded-r-lg border-0 bg-transparent px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-0 sm:text-sm"
          onChange={(event) => {
            const next = sanitizePhoneText(event.target.value);
            setText(next);
            emit(next, country);
          }}
          onBlur={onBlur}
        />
      </div>
      {shown === 'needs-country' ? (
        <p id={hintId} className="mt-1 text-xs text-amber-700">
          {labels.chooseCountry}
        </p>
      ) : null}
      {open ? (
        <div className="absolute left-0 z-30 mt-1 w-full max-w-[250px] rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <input
            ref={searchRef}
            type="search"
            aria-label={labels.search}
            placeholder={labels.search}
            value={query}
            className="mb-1 block w-full rounded-md border-0 px-2 py-1.5 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
            aria-controls={listId}
            aria-activedescendant={visible[active] ? `${listId}-${visible[active].code}` : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onListKey}
          />
          <div
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={labels.country}
            className="max-h-[240px] overflow-y-auto"
          >
            {visible.length === 0 ? <p className="px-2 py-2 text-sm text-slate-500">{labels.noResults}</p> : null}
            {visible.map((option, index) => (
              <div
                key={option.code}
                id={`${listId}-${option.code}`}
                role="option"
                tabIndex={-1}
                aria-selected={option.code === country}
                className={cx(
                  'flex h-[38px] cursor-pointer items-center gap-2 rounded-md px-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option.code);
                }}
                onKeyDown={onListKey}
              >
                <span className="w-6 shrink-0 text-xs font-semibold text-slate-500">{option.code}</span>
                <span className="truncate">{option.name}</span>
                <span className="ml-auto text-slate-500">+{option.callingCode}</span>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
