import { describe, expect, it } from 'vitest';
import { askCompanyRequest, categoryAskService } from './ask-request';

describe('asking one company', () => {
  const company = { id: 'c1', name: 'Vistula Code', services: ['erp-implementation', 'crm-implementation', 'seo'] };

  it('preselects the company’s services, those of the page first and alone', () => {
    expect(askCompanyRequest(company)).toEqual({
      companies: [{ id: 'c1', name: 'Vistula Code' }],
      more: 0,
      services: ['erp-implementation', 'crm-implementation', 'seo'],
    });
    expect(askCompanyRequest(company, ['crm-implementation', 'bookkeeping']).services).toEqual(['crm-implementation']);
    expect(askCompanyRequest(company, ['bookkeeping']).services).toHaveLength(3);
  });

  it('names at most ten services, as an inquiry may', () => {
    const many = { ...company, services: Array.from({ length: 14 }, (_, n) => `service-${n}`) };
    expect(askCompanyRequest(many).services).toHaveLength(10);
  });

  it('asks all companies of a category for the service most of them offer', () => {
    const listed = [{ services: ['crm-implementation'] }, { services: ['erp-implementation', 'crm-implementation'] }];
    expect(categoryAskService(['erp-implementation', 'crm-implementation'], listed)).toBe('crm-implementation');
    expect(categoryAskService(['erp-implementation', 'crm-implementation'], [])).toBe('erp-implementation');
    expect(categoryAskService([], listed)).toBeNull();
  });
});
