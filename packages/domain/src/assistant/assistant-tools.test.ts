import { describe, expect, it } from 'vitest';
import { cityIn, readNeed } from './assistant-tools';

/** The offline assistant reads a sentence, in either language, as services, a city and a language. */
describe('reading a described need', () => {
  it.each([
    ['an accounting firm in Kraków that speaks English', 'full-accounting', 'krakow', 'en'],
    ['szukam biura rachunkowego w Krakowie', 'bookkeeping', 'krakow', null],
    ['I need a website for my bakery in Warsaw', 'website-development', 'warszawa', null],
    ['potrzebuję tłumacza przysięgłego niemieckiego we Wrocławiu', 'sworn-translation', 'wroclaw', 'de'],
    ['who can clean our office in Gdańsk?', 'office-cleaning', 'gdansk', null],
    ['payroll for 12 people', 'payroll', null, null],
    ['logo design and branding', 'logo-design', null, null],
    ['Draft an inquiry for a website in Warsaw', 'website-development', 'warszawa', null],
  ])('%s', (text, service, city, language) => {
    const need = readNeed(text);
    expect(need.services[0]).toBe(service);
    expect(need.city).toBe(city);
    expect(need.language).toBe(language);
  });

  it('reads nothing into small talk or questions about Tendero', () => {
    expect(readNeed('Tell me a joke about penguins').services).toEqual([]);
    expect(readNeed('Hello, how are you?').services).toEqual([]);
  });

  it('finds a city by either name, inflected, and none in words that only look alike', () => {
    expect(cityIn('biuro w Warszawie')).toBe('warszawa');
    expect(cityIn('an office in Warsaw')).toBe('warszawa');
    expect(cityIn('firma z Poznania')).toBe('poznan');
    expect(cityIn('we need help')).toBeNull();
  });
});
