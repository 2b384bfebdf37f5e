import { createFamilyBodySchema } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { catalogues } from './messages.ts';
import { customIssue, translateIssue } from './zod-issues.ts';

describe('the wording of a failed check', () => {
  it.each(languages)(
    'words a check of our own from the catalogue in %s, its placeholders filled',
    (language) => {
      const issue = customIssue(['members'], 'people_not_addable', { ids: '7, 9' });
      expect(translateIssue(language, issue)).toBe(
        catalogues[language].people_not_addable.replace('{{ids}}', '7, 9'),
      );
      expect(translateIssue(language, issue)).toContain('7, 9');
    },
  );

  it('words a check of the contract that names its message key', () => {
    const [issue] = createFamilyBodySchema.safeParse({ members: [3, 3] }).error?.issues ?? [];
    expect(issue && translateIssue('fr', issue)).toBe('ne doit pas indiquer une personne deux fois');
  });

  it('keeps the English wording as the issue message, for logs and English readers', () => {
    expect(customIssue(['id'], 'person_not_mobilised').message).toBe(
      'names a person this organisation does not mobilise',
    );
  });
});
