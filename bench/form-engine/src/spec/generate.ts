import { pick, type Random, shuffle } from './random.ts';
import {
  type ConditionKind,
  type ConstraintKind,
  choiceTypes,
  constraintFields,
  type FormSpec,
  type QuestionType,
  questionsOf,
  type SpecCondition,
  type SpecConstraint,
  type SpecNode,
  type SpecQuestion,
} from './types.ts';

// The workload of bench plan D.3: 10 pages x (1 html block, 1 matrix, 48 questions), a type mix, 100
// conditions over the six kinds with a 20-dependant hub on page 1, and 200 constraints.

export const pageCount = 10;
export const singlesPerPage = 48;
export const choiceOptions = ['yes', 'no', 'maybe', 'other'];
export const referenceDate = '2024-01-01';

/** Percent of the 480 single questions (plan D.3); Text takes what rounding leaves. */
const typeShare: [QuestionType, number][] = [
  ['Textarea', 8],
  ['Number', 10],
  ['RadioGroup', 10],
  ['Select', 8],
  ['CheckboxGroup', 6],
  ['Checkbox', 4],
  ['Date', 6],
  ['Email', 4],
  ['Url', 3],
  ['Phone', 3],
  ['Hidden', 3],
];

/** The hub's 20 dependants, all on page 1 so that the 1-, 5- and 10-page forms share them. */
const hubConditions: [ConditionKind, number][] = [
  ['hasValue', 5],
  ['hasNoValue', 4],
  ['notEmpty', 6],
  ['anyOf', 5],
];
/** The other 80 conditions: with the hub's, 25/15/15/25/10/10 over the six kinds. */
const otherConditions: [ConditionKind, number][] = [
  ['hasValue', 20],
  ['hasNoValue', 11],
  ['notEmpty', 9],
  ['anyOf', 20],
  ['dateOnOrAfter', 10],
  ['emptyOrBefore', 10],
];
const constraintCounts: [Exclude<ConstraintKind, 'Multiple'>, number][] = [
  ['Required', 85],
  ['RequiredIf', 15],
  ['RequiredWith', 10],
  ['RequiredUnless', 10],
  ['RequiredWithoutAll', 5],
  ['Email', 10],
  ['Url', 5],
  ['In', 10],
  ['MinValue', 10],
  ['MaxLength', 15],
  ['MaxWords', 10],
  ['Numeric', 5],
  ['Date', 5],
  ['DateAfter', 5],
];

/** Which field types each constraint kind may sit on. */
const constraintTargets: Record<Exclude<ConstraintKind, 'Multiple'>, readonly QuestionType[]> = {
  Required: ['Text', 'Textarea', 'Number', 'RadioGroup', 'Select', 'CheckboxGroup', 'Date', 'Email', 'Url'],
  RequiredIf: ['Text', 'Textarea', 'Number', 'Date', 'Email'],
  RequiredWith: ['Text', 'Textarea', 'Number', 'Email'],
  RequiredUnless: ['Text', 'Textarea', 'Number', 'Date'],
  RequiredWithoutAll: ['Text', 'Textarea', 'Email'],
  Email: ['Email'],
  Url: ['Url'],
  In: ['RadioGroup', 'Select'],
  MinValue: ['Number'],
  MaxLength: ['Text', 'Textarea'],
  MaxWords: ['Textarea'],
  Numeric: ['Text'],
  Date: ['Date'],
  DateAfter: ['Date'],
};

const maxChainDepth = 3;
const samePageShare = 0.7;

export function generateSpec(random: Random, seed: number): FormSpec {
  const questionTotal = pageCount * singlesPerPage;
  const types: QuestionType[] = typeShare.flatMap(([type, percent]) =>
    Array<QuestionType>(Math.round((questionTotal * percent) / 100)).fill(type),
  );
  const shuffled = shuffle(random, [
    ...types,
    ...Array<QuestionType>(questionTotal - types.length).fill('Text'),
  ]);
  const hub = 'p1q03';
  const leaf = 'p1q10';
  const questions: SpecQuestion[] = shuffled.map((type, index) => {
    const page = Math.floor(index / singlesPerPage) + 1;
    const name = `p${page}q${String((index % singlesPerPage) + 1).padStart(2, '0')}`;
    const forced: QuestionType = name === hub || name === leaf ? 'Text' : type;
    return {
      name,
      type: forced,
      label: `Question ${page}.${(index % singlesPerPage) + 1} (${forced})`,
      ...(choiceTypes.includes(forced) ? { options: choiceOptions } : {}),
      constraints: forced === 'CheckboxGroup' ? [{ kind: 'Multiple' }] : [],
    };
  });
  const order = new Map(questions.map((question, index) => [question.name, index]));
  const pageOf = (question: SpecQuestion) => Math.floor((order.get(question.name) ?? 0) / singlesPerPage);
  const depth = new Map<string, number>();
  const reserved = new Set([hub, leaf]);
  const visibleIfCandidate = (question: SpecQuestion) =>
    question.type !== 'Hidden' && !question.visibleIf && !reserved.has(question.name);

  // The hub's 20 dependants: page 1 fields after it.
  const hubDependants = shuffle(
    random,
    questions.filter(
      (question) => pageOf(question) === 0 && question.name > hub && visibleIfCandidate(question),
    ),
  );
  for (const [kind, count] of hubConditions) {
    for (let made = 0; made < count; made++) {
      const dependant = hubDependants.pop();
      if (!dependant) throw new Error('page 1 has too few fields for the hub');
      dependant.visibleIf = hubCondition(kind, hub);
      depth.set(dependant.name, 1);
    }
  }

  // The other 80: a controller earlier in the form (same page 70%), chains at most 3 deep.
  const controllerTypes: Record<ConditionKind, readonly QuestionType[]> = {
    hasValue: ['RadioGroup', 'Select', 'CheckboxGroup', 'Checkbox'],
    hasNoValue: ['RadioGroup', 'Select', 'CheckboxGroup', 'Checkbox'],
    anyOf: ['RadioGroup', 'Select', 'CheckboxGroup'],
    notEmpty: ['Text', 'Textarea', 'Number', 'RadioGroup', 'Select', 'Email', 'Date'],
    dateOnOrAfter: ['Date'],
    emptyOrBefore: ['Date'],
  };
  for (const [kind, count] of otherConditions) {
    for (let made = 0; made < count; made++) {
      const samePage = random() < samePageShare;
      for (let attempt = 0; ; attempt++) {
        if (attempt > 10_000) throw new Error(`no place for a ${kind} condition`);
        const dependant = pick(random, questions);
        if (!visibleIfCandidate(dependant)) continue;
        const dependantOrder = order.get(dependant.name) ?? 0;
        const controllers = questions.filter((controller) => {
          const controllerOrder = order.get(controller.name) ?? 0;
          return (
            controllerOrder < dependantOrder &&
            !reserved.has(controller.name) &&
            controllerTypes[kind].includes(controller.type) &&
            (depth.get(controller.name) ?? 0) < maxChainDepth &&
            (samePage ? pageOf(controller) === pageOf(dependant) : pageOf(controller) < pageOf(dependant))
          );
        });
        if (controllers.length === 0) continue;
        const controller = pick(random, controllers);
        dependant.visibleIf = otherCondition(kind, controller, random);
        depth.set(dependant.name, (depth.get(controller.name) ?? 0) + 1);
        break;
      }
    }
  }

  // 200 constraints; the hub and the leaf take none but the leaf's Required, and nothing reads them.
  const leafQuestion = questions[order.get(leaf) ?? 0] as SpecQuestion;
  leafQuestion.constraints.push({ kind: 'Required' });
  const referable = (types: readonly QuestionType[]) =>
    questions.filter((question) => types.includes(question.type) && !reserved.has(question.name));
  for (const [kind, total] of constraintCounts) {
    const count = kind === 'Required' ? total - 1 : total;
    const targets = shuffle(
      random,
      referable(constraintTargets[kind]).filter((question) => question.constraints.length < 2),
    );
    for (let made = 0; made < count; made++) {
      const target = targets.pop();
      if (!target) throw new Error(`no field left for ${kind}`);
      const constraint = makeConstraint(kind, target, random, referable);
      if (constraintFields(constraint).includes(target.name)) {
        made--;
        continue;
      }
      target.constraints.push(constraint);
    }
  }

  const pages = Array.from({ length: pageCount }, (_, pageIndex) => {
    const page = pageIndex + 1;
    const singles = questions.slice(pageIndex * singlesPerPage, (pageIndex + 1) * singlesPerPage);
    const nodes: SpecNode[] = [
      { node: 'html', name: `p${page}intro`, html: `<p>Page ${page}: please answer what applies.</p>` },
      ...singles.slice(0, 24).map((question): SpecNode => ({ node: 'question', question })),
      {
        node: 'matrix',
        matrix: {
          name: `p${page}m`,
          headers: ['Row', 'First', 'Second', 'Third'],
          rows: ['r1', 'r2', 'r3', 'r4', 'r5'],
          columns: ['c1', 'c2', 'c3'],
        },
      },
      ...singles.slice(24).map((question): SpecNode => ({ node: 'question', question })),
    ];
    return { name: `page${page}`, nodes };
  });
  return { seed, pages, hub, leaf };
}

function hubCondition(kind: ConditionKind, hub: string): SpecCondition {
  switch (kind) {
    case 'hasValue':
      return { kind, field: hub };
    case 'hasNoValue':
      return { kind, field: hub };
    case 'notEmpty':
      return { kind, field: hub };
    case 'anyOf':
      return { kind, field: hub, values: ['yes', 'no'] };
    default:
      throw new Error(`the hub is a text field: no ${kind}`);
  }
}

function otherCondition(kind: ConditionKind, controller: SpecQuestion, random: Random): SpecCondition {
  const field = controller.name;
  const value = controller.type === 'Checkbox' ? random() < 0.5 : pick(random, choiceOptions);
  switch (kind) {
    case 'hasValue':
    case 'hasNoValue':
      return { kind, field, value };
    case 'notEmpty':
      return { kind, field };
    case 'anyOf':
      return { kind, field, values: shuffle(random, choiceOptions).slice(0, 2) };
    case 'dateOnOrAfter':
    case 'emptyOrBefore':
      return { kind, field, date: referenceDate };
  }
}

function makeConstraint(
  kind: Exclude<ConstraintKind, 'Multiple'>,
  target: SpecQuestion,
  random: Random,
  referable: (types: readonly QuestionType[]) => SpecQuestion[],
): SpecConstraint {
  const other = (types: readonly QuestionType[]) =>
    pick(
      random,
      referable(types).filter((question) => question.name !== target.name),
    ).name;
  switch (kind) {
    case 'RequiredIf':
      return { kind, field: other(['RadioGroup', 'Select']), value: 'yes' };
    case 'RequiredUnless':
      return { kind, field: other(['RadioGroup', 'Select']), value: 'no' };
    case 'RequiredWith':
      return { kind, fields: [other(['Text', 'Email'])] };
    case 'RequiredWithoutAll':
      return { kind, fields: [other(['Text']), other(['Email'])] };
    case 'In':
      return { kind, values: ['yes', 'no', 'maybe'] };
    case 'MinValue':
      return { kind, min: Math.floor(random() * 10) };
    case 'MaxLength':
      return { kind, max: 20 + Math.floor(random() * 80) };
    case 'MaxWords':
      return { kind, max: 5 + Math.floor(random() * 25) };
    case 'DateAfter':
      return { kind, date: referenceDate };
    default:
      return { kind } as SpecConstraint;
  }
}

/** The same form cut to its first `pages` pages, without the rules that read a field cut away. */
export function firstPages(spec: FormSpec, pages: number): FormSpec {
  const kept = spec.pages.slice(0, pages);
  const names = new Set(kept.flatMap(questionsOf).map((question) => question.name));
  const keeps = (fields: string[]) => fields.every((field) => names.has(field));
  return {
    ...spec,
    pages: kept.map((page) => ({
      ...page,
      nodes: page.nodes.map((node) => {
        if (node.node !== 'question') return node;
        const { visibleIf, ...question } = node.question;
        return {
          node: 'question',
          question: {
            ...question,
            ...(visibleIf && names.has(visibleIf.field) ? { visibleIf } : {}),
            constraints: question.constraints.filter((constraint) => keeps(constraintFields(constraint))),
          },
        };
      }),
    })),
  };
}
