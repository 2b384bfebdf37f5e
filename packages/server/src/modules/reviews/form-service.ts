import {
  type AnswerValue,
  type FormServiceForm,
  type FormServiceSubmission,
  type FormTemplate,
  textLimits,
} from '@mobilise/contract';
import { local, question, section } from '@mobilise/form-engine/core';
import { type Kysely, sql } from 'kysely';
import { jsonb } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import type { Language } from '../../i18n/languages.ts';

type Db = Kysely<Database>;
export type ReviewFormPayload = Record<string, AnswerValue>;

/**
 * Where a review's content is filled in, when review forms are on: a form service with submissions
 * that have edit and view links and carry the answers (payload) and files. The project's own form
 * engine is the first service; another (an external one) can stand behind the same interface.
 */
export interface ReviewFormService {
  /** The forms a review may be filled in with: its `form_options`. */
  formOptions(reviewId: number, language: Language): FormServiceForm[];
  /** The review's submissions, each with its edit and view links into the app. */
  submissions(db: Db, reviewId: number, language: Language): Promise<FormServiceSubmission[]>;
  /** The answers saved so far; none before the first save. */
  payload(db: Db, reviewId: number): Promise<ReviewFormPayload>;
  /** Stores the answers, making the review's submission on the first save. */
  savePayload(db: Db, reviewId: number, payload: ReviewFormPayload, now: Date): Promise<void>;
}

const labels: Record<
  Language,
  { title: string; section: string; progress: string; challenges: string; goals: string; support: string }
> = {
  en: {
    title: 'Review',
    section: 'The review',
    progress: 'Progress since the last review',
    challenges: 'Challenges',
    goals: 'Goals until the next review',
    support: 'Support needed',
  },
  es: {
    title: 'Revisión',
    section: 'La revisión',
    progress: 'Progreso desde la última revisión',
    challenges: 'Dificultades',
    goals: 'Objetivos hasta la próxima revisión',
    support: 'Apoyo necesario',
  },
  fr: {
    title: 'Bilan',
    section: 'Le bilan',
    progress: 'Progrès depuis le dernier bilan',
    challenges: 'Difficultés',
    goals: 'Objectifs jusqu’au prochain bilan',
    support: 'Soutien nécessaire',
  },
  pt: {
    title: 'Avaliação',
    section: 'A avaliação',
    progress: 'Progresso desde a última avaliação',
    challenges: 'Desafios',
    goals: 'Objetivos até a próxima avaliação',
    support: 'Apoio necessário',
  },
};

const fieldNames = ['progress', 'challenges', 'goals', 'support'] as const;

/** The review form of the project's own engine: a few free-text answers, each optional while a draft. */
export function reviewFormTemplate(language: Language): FormTemplate {
  const text = labels[language];
  return {
    title: text.title,
    pages: [
      {
        id: 'review',
        sections: [
          section(
            'review',
            text.section,
            fieldNames.map((name) =>
              question(name, 'Textarea', {
                label: text[name],
                constraints: [local({ type: 'MaxLength', max: textLimits.note })],
              }),
            ),
          ),
        ],
      },
    ],
  };
}

/**
 * The form service of the project's own form engine: one submission per review, filled in the app on the
 * review's own page, which is where its form, its edit and its view links lead.
 */
export const ownReviewFormService: ReviewFormService = {
  formOptions: (reviewId, language) => [
    { id: reviewId, name: labels[language].title, url: `/reviews/${reviewId}` },
  ],

  async submissions(db, reviewId, language) {
    const { rows } = await sql<
      Omit<FormServiceSubmission, 'documents' | 'task_id' | 'task_instance_id'> & {
        documents: number[];
      }
    >`select s.id, s.name, s.created_at, s.edit_link, s.view_link, coalesce(s.payload, '{}'::jsonb) as payload,
        coalesce((select json_agg(aa.asset_id order by aa.created_at, aa.asset_id) from asset_attachments aa
          where aa.assetable_type = 'review_form_submission' and aa.assetable_id = s.id), '[]'::json) as documents
      from review_form_submissions s where s.review_id = ${reviewId} order by s.id`.execute(db);
    return rows.map((row) => ({
      ...row,
      name: labels[language].title,
      task_id: null,
      task_instance_id: null,
      created_at: new Date(row.created_at).toISOString(),
    }));
  },

  async payload(db, reviewId) {
    const { rows } = await sql<{ payload: ReviewFormPayload | null }>`select payload
      from review_form_submissions where review_id = ${reviewId} order by id limit 1`.execute(db);
    return rows[0]?.payload ?? {};
  },

  async savePayload(db, reviewId, payload, now) {
    const updated = await db
      .updateTable('review_form_submissions')
      .set({ payload: jsonb(payload) })
      .where('review_id', '=', reviewId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await db
        .insertInto('review_form_submissions')
        .values({
          review_id: reviewId,
          name: labels.en.title,
          edit_link: `/reviews/${reviewId}`,
          view_link: `/reviews/${reviewId}`,
          payload: jsonb(payload),
          created_at: now,
        })
        .execute();
    }
  },
};
