import { describe, expect, it } from 'vitest';
import { splitFieldChromeProps } from './splitFieldChromeProps.ts';

describe('splitFieldChromeProps', () => {
  it('gives the texts to the chrome, the rest to the field, and isRequired to both', () => {
    const onChange = () => {};
    const [chrome, field] = splitFieldChromeProps({
      label: 'Known as',
      isRequired: true,
      help: 'Help',
      errors: ['Required'],
      isReadOnly: true,
      onChange,
    });
    expect(chrome).toEqual({ label: 'Known as', isRequired: true, help: 'Help', errors: ['Required'] });
    expect(field).toEqual({ isReadOnly: true, onChange, isRequired: true });
  });

  it('gives an empty error list when none is passed', () => {
    expect(splitFieldChromeProps({ label: 'Known as' })[0].errors).toEqual([]);
  });
});
