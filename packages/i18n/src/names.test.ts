import { describe, expect, it } from 'vitest';
import { nameBeforeFullStop } from './names';
import { translate } from './translate';

describe('a name that ends a sentence', () => {
  it('ends with one full stop when the name ends in a dot of its own', () => {
    const company = nameBeforeFullStop('Nordwind Software sp. z o.o.');
    expect(translate('pl', 'myInquiries.offers.acceptedTitle', { company })).toBe(
      'Przyjąłeś ofertę firmy Nordwind Software sp. z o.o.',
    );
    expect(translate('en', 'myInquiries.offers.acceptedTitle', { company })).toBe(
      'You accepted the offer of Nordwind Software sp. z o.o.',
    );
  });

  it('leaves other names as they are', () => {
    expect(nameBeforeFullStop('Vistula Code')).toBe('Vistula Code');
    expect(nameBeforeFullStop('Meble Lewandowscy sp. j. ')).toBe('Meble Lewandowscy sp. j');
    expect(translate('en', 'myInquiries.offers.acceptedTitle', { company: nameBeforeFullStop('Vistula Code') })).toBe(
      'You accepted the offer of Vistula Code.',
    );
  });
});
