import type { Condition, FormTemplate, Input, Question } from '@mobilise/contract';
import { isMultiAnswer } from './answers.ts';
import { conditionFields } from './conditions.ts';
import { constraintDependencies } from './constraints/index.ts';
import { dueDateModifierRule } from './special-fields.ts';

/** A question of the template, indexed by its fieldName. */
export interface FieldEntry {
  fieldName: string;
  label: string;
  question: Question;
  input: Input;
  pageIndex: number;
  multi: boolean;
  /** In a hidden section: never shown. */
  inHiddenSection: boolean;
  /** The primary or secondary question of an Asset node, where global constraints are unsupported. */
  inAsset: boolean;
}

export interface HtmlBlockEntry {
  key: string;
  pageIndex: number;
  conditions: readonly Condition[];
  inHiddenSection: boolean;
}

/** Something the client cannot handle in a template; the form answers errors with the generic error modal. */
export type TemplateProblem =
  | { kind: 'unknownNode'; nodeType: string; pageIndex: number }
  | { kind: 'unknownConstraint'; constraintType: string; fieldName: string }
  /** Global constraints on Asset fields are unsupported: they are ignored, and reported. */
  | { kind: 'globalConstraintOnAsset'; constraintType: string; fieldName: string };

export interface VisibilityGraph {
  fields: ReadonlyMap<string, FieldEntry>;
  htmlBlocks: ReadonlyMap<string, HtmlBlockEntry>;
  /** The fieldNames of each page, in template order. */
  fieldsOfPage: readonly (readonly string[])[];
  problems: readonly TemplateProblem[];
  /** The fields and html blocks to re-evaluate when a field's answer changes, the field itself aside. */
  dependentsOf(fieldName: string): readonly string[];
}

/** The key by which the store knows an html block: its position in the template. */
export const htmlBlockKey = (pageIndex: number, sectionIndex: number, nodeIndex: number) =>
  `html:${pageIndex}.${sectionIndex}.${nodeIndex}`;

/** Indexes a template's questions and html blocks, and which of them read which field. */
export function buildVisibilityGraph(template: FormTemplate): VisibilityGraph {
  const fields = new Map<string, FieldEntry>();
  const htmlBlocks = new Map<string, HtmlBlockEntry>();
  const problems: TemplateProblem[] = [];
  const dependents = new Map<string, Set<string>>();
  const dependOn = (target: string, fieldNames: Iterable<string>) => {
    for (const fieldName of fieldNames) {
      if (fieldName === target) continue;
      const set = dependents.get(fieldName) ?? new Set();
      set.add(target);
      dependents.set(fieldName, set);
    }
  };

  const fieldsOfPage = template.pages.map((page, pageIndex) => {
    const names: string[] = [];
    const addQuestion = (question: Question, inHiddenSection: boolean, inAsset: boolean) => {
      const { input } = question;
      const entry: FieldEntry = {
        fieldName: input.fieldName,
        label: question.label || input.label || input.fieldName,
        question,
        input,
        pageIndex,
        multi: isMultiAnswer(input),
        inHiddenSection,
        inAsset,
      };
      fields.set(input.fieldName, entry);
      names.push(input.fieldName);
      dependOn(input.fieldName, (input.conditions ?? []).flatMap(conditionFields));
      for (const constraint of input.constraints) {
        if (constraint.type === 'Unknown') {
          problems.push({
            kind: 'unknownConstraint',
            constraintType: constraint.unknownType,
            fieldName: entry.fieldName,
          });
        } else if (inAsset && constraint.scope === 'global') {
          problems.push({
            kind: 'globalConstraintOnAsset',
            constraintType: constraint.type,
            fieldName: entry.fieldName,
          });
        } else dependOn(input.fieldName, constraintDependencies(constraint));
      }
      if (input.fieldName === dueDateModifierRule.fieldName)
        dependOn(input.fieldName, dueDateModifierRule.dependsOn);
    };

    page.sections.forEach((section, sectionIndex) => {
      section.nodes.forEach((node, nodeIndex) => {
        switch (node.type) {
          case 'SingleQuestion':
            addQuestion(node.question, section.hidden, false);
            break;
          case 'Matrix':
            for (const item of node.rows.flat()) {
              if ('input' in item) addQuestion(item, section.hidden, false);
            }
            break;
          case 'Asset':
            addQuestion(node.primary_question, section.hidden, true);
            addQuestion(node.secondary_question, section.hidden, true);
            break;
          case 'HtmlBlock': {
            const key = htmlBlockKey(pageIndex, sectionIndex, nodeIndex);
            const conditions = node.conditions ?? [];
            htmlBlocks.set(key, { key, pageIndex, conditions, inHiddenSection: section.hidden });
            dependOn(key, conditions.flatMap(conditionFields));
            break;
          }
          case 'Unknown':
            problems.push({ kind: 'unknownNode', nodeType: node.unknownType, pageIndex });
        }
      });
    });
    return names;
  });

  const none: readonly string[] = [];
  const dependentLists = new Map([...dependents].map(([fieldName, set]) => [fieldName, [...set]]));
  return {
    fields,
    htmlBlocks,
    fieldsOfPage,
    problems,
    dependentsOf: (fieldName) => dependentLists.get(fieldName) ?? none,
  };
}
