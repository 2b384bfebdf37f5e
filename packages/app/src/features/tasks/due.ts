/**
 * A task is overdue from the day after its due date; both are stored 'YYYY-MM-DD' days, which compare
 * as text.
 */
export const isOverdue = (dueDate: string, today: string): boolean => dueDate < today;
