import { describe, expect, it } from 'vitest';
import type { CanvasFile } from '@/api/schemas/file';
import { initialValues, toUsageRightsFields, usageRightsFormSchema } from './usage-rights-values';
import type { CanvasId } from '@/api/schemas/ids';

const file = (id: CanvasId, usage_rights: CanvasFile['usage_rights']): CanvasFile => ({ id, display_name: `f${id}`, 'content-type': 'text/plain', url: '', size: 1, usage_rights });
const cc = { use_justification: 'creative_commons', license: 'cc_by_sa', legal_copyright: '(c) Terry', license_name: 'CC Attribution Share Alike' };

describe('usage rights form values', () => {
  it('starts from what every file shares, field by field, and blank otherwise', () => {
    expect(initialValues([file('1', cc), file('2', cc)])).toEqual({ use_justification: 'creative_commons', license: 'cc_by_sa', legal_copyright: '(c) Terry' });
    expect(initialValues([file('1', cc), file('2', { ...cc, legal_copyright: 'Someone else' })])).toEqual({ use_justification: 'creative_commons', license: 'cc_by_sa', legal_copyright: '' });
    expect(initialValues([file('1', cc), file('2', null)])).toEqual({ use_justification: '', license: '', legal_copyright: '' });
    expect(initialValues([])).toEqual({ use_justification: '', license: '', legal_copyright: '' });
  });

  it('needs a justification, and a license for Creative Commons; sends the license only then', () => {
    expect(usageRightsFormSchema.safeParse({ use_justification: '', license: '', legal_copyright: '' }).success).toBe(false);
    expect(usageRightsFormSchema.safeParse({ use_justification: 'creative_commons', license: '', legal_copyright: '' }).success).toBe(false);
    expect(toUsageRightsFields({ use_justification: 'fair_use', license: 'cc_by', legal_copyright: ' Terry ' })).toEqual({ use_justification: 'fair_use', legal_copyright: 'Terry' });
    expect(toUsageRightsFields({ use_justification: 'creative_commons', license: 'cc_by', legal_copyright: '' })).toEqual({
      use_justification: 'creative_commons',
      license: 'cc_by',
      legal_copyright: '',
    });
  });
});
