/** The record a form's PositionAssignments fields assign people on, as the page showing the form knows it. */
export interface PositionAssignmentSubject {
  /** The kind of record (the form's association type); a form with position assignments needs one. */
  associationType?: string;
  /** The organisation the record belongs to, or will. */
  organisation?: string | number;
  /** The record; null or absent while it is not yet created. */
  subjectId?: string | number | null;
}

/** What the position-assignment options are asked for with, in the names of the call's query. */
export interface PositionAssignmentOptionsQuery {
  subject_type: string;
  organisation?: string | number;
  subject_id?: string | number;
  with_default_assignees?: true;
}

/**
 * The query of a form's position-assignment options. A record that exists is asked about by its id; one
 * not created yet has no assignments of its own, so the positions' default assignees are asked for
 * instead. Without an association type there is nothing to ask: undefined, which the form reports as an
 * error.
 */
export function positionAssignmentOptionsQuery(
  subject: PositionAssignmentSubject,
): PositionAssignmentOptionsQuery | undefined {
  const { associationType, organisation, subjectId } = subject;
  if (!associationType) return undefined;
  const query: PositionAssignmentOptionsQuery = { subject_type: associationType };
  if (organisation !== undefined) query.organisation = organisation;
  if (subjectId !== undefined && subjectId !== null) query.subject_id = subjectId;
  else query.with_default_assignees = true;
  return query;
}
