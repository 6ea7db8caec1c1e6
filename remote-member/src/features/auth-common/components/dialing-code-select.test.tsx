import { screen } from '@testing-library/react';
import { COUNTRIES } from '../../../test/auth-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { DialingCodeSelect } from './dialing-code-select';

describe('DialingCodeSelect', () => {
  it("names each option by its visible text first, then the country's name (WCAG 2.5.3)", async () => {
    renderParcelRoot(<DialingCodeSelect value="63" onChange={jest.fn()} />, {
      api: { country: () => COUNTRIES },
    });
    await screen.findByRole('option', { name: '+84 VN, Vietnam' });
    for (const option of screen.getAllByRole('option')) {
      expect(option.getAttribute('aria-label')?.startsWith(option.textContent ?? '-')).toBe(true);
    }
    expect(screen.getByRole('combobox', { name: 'Country dialling code' })).toHaveValue('63');
  });
});
