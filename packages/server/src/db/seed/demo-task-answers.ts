import type { AnswerValue, TermType } from '@mobilise/contract';
import { addDays } from '../../dates.ts';
import { cultures } from './names.ts';

// What the demo's applicants wrote in the task forms (modules/applications/task-forms.ts). Chosen from the
// application's index rather than drawn from the seed's random source, so that adding them leaves every
// other value of the demo as it was.

const motivations = [
  'I have prayed about serving overseas for several years, and our church has encouraged me to take this step.',
  'After a short-term trip to Kenya I want to use my training where the need is greatest.',
  'I would like to serve a local church in its work with children and families.',
];
const experiences = [
  'Eight years as a ward nurse, the last three as a ward sister.',
  'Primary school teacher for six years; youth leader at my church.',
  'Accountant in a charity; treasurer of our church for four years.',
];
const relationships = ['PASTOR', 'EMPLOYER', 'COLLEAGUE', 'MENTOR'] as const;

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

/** A referee's name and e-mail address, from the demo's name lists. */
function referee(index: number): { name: string; email: string } {
  const culture = pick(cultures, index);
  const first = pick(index % 2 === 0 ? culture.female : culture.male, index);
  const last = pick(culture.last, index + 3);
  // Accents dropped and anything else an address may not hold (apostrophes, spaces) left out.
  const local = `${first}.${last}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  const email = `${local}@example.org`;
  return { name: `${first} ${last}`, email };
}

/**
 * The answers of a task's form: every required field when `complete` (a done task), else the first
 * page only (a draft saved in part). None for a form the demo does not fill.
 */
export function demoTaskAnswers(
  formName: string | null,
  {
    index,
    complete,
    termType,
    today,
  }: { index: number; complete: boolean; termType: TermType; today: string },
): Record<string, AnswerValue> | null {
  if (formName === 'application') {
    const draft = { motivation: pick(motivations, index), experience: pick(experiences, index) };
    return complete
      ? {
          ...draft,
          availableFrom: addDays(today, 90 + (index % 4) * 30),
          termPreference: termType,
          languages: [
            { language: 'en', proficiency: 'FULL_PROFESSIONAL' },
            ...(index % 2 === 0 ? [{ language: 'fr', proficiency: 'LIMITED_WORKING' }] : []),
          ],
          hasSupportNeeds: false,
        }
      : draft;
  }
  if (formName === 'references') {
    const first = referee(index);
    const second = referee(index + 1);
    const answers = {
      referee1Name: first.name,
      referee1Relationship: pick(relationships, index),
      referee1Email: first.email,
    };
    return complete
      ? {
          ...answers,
          referee2Name: second.name,
          referee2Relationship: pick(relationships, index + 1),
          referee2Email: second.email,
        }
      : answers;
  }
  return null;
}
